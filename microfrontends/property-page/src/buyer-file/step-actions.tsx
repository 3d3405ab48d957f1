// What the buyer does next, as a link: for a step of the checklist, or for a reason the bid panel
// gives. The paths are core's (buyerFileStepPath, bidderBlockPath); the two steps this page does
// itself — registering and booking a visit — open here, the link kept for a new tab.
import {
  bidderBlockPath,
  buyerFileStepPath,
  stepOfBlock,
  type BidderBlock,
  type MessageCode,
} from '@immo/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { ChecklistStepJson } from '../api/page-data.js';
import { interestRequested } from '../auction/auction-slice.js';
import { visitsOpened } from './visits-state.js';

export interface StepLink {
  label: MessageCode;
  href: string;
  /** The step this page does itself, opened in place. */
  opens: 'interest' | 'visits' | null;
}

/** Registered on the sale: the buyer file exists, and with it the pages of its other steps. */
export const isRegistered = (checklist: readonly ChecklistStepJson[] | null): boolean =>
  checklist?.some((item) => item.step === 'interest' && item.state === 'done') ?? false;

/**
 * What a step of the checklist asks of the buyer; null when it asks nothing (done, with the
 * negotiator) or cannot be done yet (every step but the interest waits for the registration).
 */
export function stepAction(
  bienId: number,
  { step, state }: ChecklistStepJson,
  registered: boolean,
): StepLink | null {
  if (!registered && step !== 'interest') return null;
  const href = buyerFileStepPath(bienId, step);
  switch (step) {
    case 'interest':
      return state === 'todo' ? { label: 'interest_register_button', href, opens: 'interest' } : null;
    case 'visit':
      if (state === 'todo') return { label: 'property_buyer_book_visit', href, opens: 'visits' };
      return state === 'waiting' ? { label: 'property_buyer_see_visit', href, opens: 'visits' } : null;
    case 'identity':
      if (state === 'todo') return { label: 'property_buyer_send_identity', href, opens: null };
      return state === 'refused' ? { label: 'property_buyer_send_identity_again', href, opens: null } : null;
    case 'agrement':
      if (state === 'todo') return { label: 'property_buyer_sign_agrement', href, opens: null };
      return state === 'refused' ? { label: 'property_buyer_sign_agrement_again', href, opens: null } : null;
    case 'financing':
      return state === 'optional' ? { label: 'property_buyer_add_financing', href, opens: null } : null;
  }
}

/**
 * What resolves a reason the bid panel gives; null when no page of the buyer's does (a negotiator,
 * an e-mail to verify, a right to bid withdrawn) or not yet (before the registration).
 */
export function blockAction(
  bienId: number,
  block: BidderBlock,
  checklist: readonly ChecklistStepJson[] | null,
): StepLink | null {
  const href = bidderBlockPath(bienId, block);
  const step = stepOfBlock(block);
  if (href === null || step === null) return null;
  if (step === 'interest') return { label: 'interest_register_button', href, opens: 'interest' };
  if (!isRegistered(checklist)) return null;
  if (step === 'visit') {
    const booked = checklist?.some((item) => item.step === 'visit' && item.state === 'waiting');
    return {
      label: booked ? 'property_buyer_see_visit' : 'property_buyer_book_visit',
      href,
      opens: 'visits',
    };
  }
  const pending = block.endsWith('_pending');
  return { label: pending ? 'property_buyer_see_file' : 'property_buyer_complete_file', href, opens: null };
}

const opensInNewTab = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** The link; registering and booking open on this page (a plain click), anything else leaves it. */
export function StepActionLink({
  link,
  className,
  testId,
}: {
  link: StepLink;
  className: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (link.opens === null || opensInNewTab(event)) return;
    event.preventDefault();
    dispatch(link.opens === 'interest' ? interestRequested() : visitsOpened());
  };
  return (
    <a
      className={className}
      href={link.href}
      onClick={onClick}
      data-testid={testId}
      aria-haspopup={link.opens === null ? undefined : 'dialog'}
    >
      {t(link.label)}
    </a>
  );
}
