import { byVisitStart, isVisitPast, parseVisitDate, visitEndsAt } from '@immo/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { saleIdOf } from '../sale-form/sale-form-page.js';
import { useSaleEditorDependencies } from '../space/dependencies.js';
import { formatDateTimeLong } from '../space/format.js';
import { LoadingNotice } from '../space/load-states.js';
import { ConfirmDialog } from './dialogs.js';
import { SaleHeader, SaleLoadFailure } from './sale-header.js';
import { SlotAttendees } from './slot-attendees.js';
import { SlotFormDialog } from './slot-form.js';
import { actionFailureMessage, useApiGet, useNowUntil } from './use-api.js';
import { api, withMembers, type Hydra, type PropertyBuyer, type VisitSlot } from './wire.js';

/** A slot with its start read once (core's parseVisitDate: the slot routes' 'Y-m-d H:i:s', Paris time). */
interface TimedSlot {
  slot: VisitSlot;
  startsAt: number;
  endsAt: number;
}

const timed = (slot: VisitSlot): TimedSlot => {
  const parsed = parseVisitDate(slot.start);
  const startsAt = parsed.ok ? parsed.value : Number.NaN;
  return { slot, startsAt, endsAt: visitEndsAt({ startsAt, durationMinutes: slot.durationMinutes }) };
};

/** How many are booked: the ids a change answers with, the attendees the list gives, or what the places say. */
export function bookedCount(slot: VisitSlot): number | null {
  if (slot.attendeeIds) return slot.attendeeIds.length;
  if (slot.attendees) return slot.attendees.length;
  return slot.capacity !== null && slot.freePlaces !== null ? slot.capacity - slot.freePlaces : null;
}

type Dialogs = { kind: 'create' } | { kind: 'edit'; slot: VisitSlot } | { kind: 'delete'; slot: VisitSlot };

/**
 * The sale's visit slots (spec §2.4, §3.2, §5.6; docs/buyer-funnel.md …/bien/{bien}/visites): create,
 * edit and delete them, see who is booked, add or remove a registered buyer, validate a visit once
 * its slot has started.
 */
export function SaleVisitsPage() {
  const { t, i18n } = useTranslation();
  const { api: request } = useSaleEditorDependencies();
  const bienId = saleIdOf(useParams().id);
  const slots = useApiGet<Hydra<VisitSlot>>(bienId === null ? null : api.visits(bienId));
  const buyers = useApiGet<Hydra<PropertyBuyer>>(bienId === null ? null : api.propertyBuyers(bienId));
  const [dialog, setDialog] = useState<Dialogs | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const list = useMemo(
    () =>
      slots.load.state === 'ready'
        ? slots.load.data['hydra:member']
            .map(timed)
            .sort((a, b) =>
              byVisitStart({ id: a.slot.id, startsAt: a.startsAt }, { id: b.slot.id, startsAt: b.startsAt }),
            )
        : [],
    [slots.load],
  );
  const now = useNowUntil(list.flatMap((item) => [item.startsAt, item.endsAt]));

  if (bienId === null) return <SaleLoadFailure status={404} message="" onRetry={slots.retry} />;

  const longDate = (slot: VisitSlot) => formatDateTimeLong(slot.start, i18n.language);

  const changeSlots = (change: (members: VisitSlot[]) => VisitSlot[]) =>
    slots.update((data) => withMembers(data, change));

  /** A slot as a change answers it, kept with what the list knew of it. */
  const slotChanged = (answer: VisitSlot) =>
    changeSlots((members) =>
      members.some((member) => member.id === answer.id)
        ? members.map((member) => (member.id === answer.id ? { ...member, ...answer } : member))
        : [...members, answer],
    );

  const remove = async (slot: VisitSlot) => {
    try {
      await request<null>(api.visit(bienId, slot.id), { method: 'DELETE' });
    } catch (failure) {
      throw new Error(actionFailureMessage(failure, t), { cause: failure });
    }
    changeSlots((members) => members.filter((member) => member.id !== slot.id));
    setDialog(null);
    setFlash(t('negotiator_visit_deleted', { date: longDate(slot) }));
  };

  const propertyBuyers = buyers.load.state === 'ready' ? buyers.load.data['hydra:member'] : null;

  return (
    <section className="nb-page" aria-labelledby="nb-visits-title" data-testid="sale-visits">
      <SaleHeader bienId={bienId} title={t('negotiator_visits_title')} titleId="nb-visits-title" />
      {flash ? (
        <p className="kit-notice kit-notice--success nb-flash" role="status" data-testid="visits-flash">
          {flash}
        </p>
      ) : null}
      {slots.load.state === 'loading' ? (
        <LoadingNotice />
      ) : slots.load.state === 'failed' ? (
        <SaleLoadFailure
          status={slots.load.status}
          message={t('negotiator_visits_failed')}
          onRetry={slots.retry}
        />
      ) : (
        <>
          <div className="nb-toolbar">
            <p className="ns-sales-count" aria-live="polite">
              {t('negotiator_visits_count', { count: list.length })}
            </p>
            <button
              type="button"
              className="kit-button"
              data-testid="new-slot"
              onClick={() => setDialog({ kind: 'create' })}
            >
              <span aria-hidden="true">+</span> {t('negotiator_visits_new')}
            </button>
          </div>
          {list.length === 0 ? (
            <div className="ns-empty kit-card" data-testid="visits-empty">
              <p>{t('negotiator_visits_empty')}</p>
            </div>
          ) : (
            <ul className="nb-slots">
              {list.map((item) => (
                <SlotCard
                  key={item.slot.id}
                  item={item}
                  now={now}
                  bienId={bienId}
                  buyers={propertyBuyers}
                  buyersFailed={buyers.load.state === 'failed'}
                  onEdit={() => setDialog({ kind: 'edit', slot: item.slot })}
                  onDelete={() => setDialog({ kind: 'delete', slot: item.slot })}
                  onSlotChanged={slotChanged}
                  onBuyerChanged={(changed) =>
                    buyers.update((data) =>
                      withMembers(data, (members) =>
                        members.map((buyer) => (buyer.id === changed.id ? changed : buyer)),
                      ),
                    )
                  }
                  onFlash={setFlash}
                />
              ))}
            </ul>
          )}
        </>
      )}
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <SlotFormDialog
          bienId={bienId}
          slot={dialog.kind === 'edit' ? dialog.slot : null}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            slotChanged(saved);
            setDialog(null);
            setFlash(
              t(dialog.kind === 'edit' ? 'negotiator_slot_saved' : 'negotiator_slot_created', {
                date: longDate(saved),
              }),
            );
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('negotiator_visit_delete_title')}
          message={<p>{t('negotiator_visit_delete_text', { date: longDate(dialog.slot) })}</p>}
          confirmLabel={t('negotiator_visit_delete')}
          danger
          onConfirm={() => remove(dialog.slot)}
          onClose={() => setDialog(null)}
          testId="delete-slot-dialog"
        />
      ) : null}
    </section>
  );
}

interface SlotCardProps {
  item: TimedSlot;
  now: number;
  bienId: number;
  buyers: PropertyBuyer[] | null;
  buyersFailed: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSlotChanged: (slot: VisitSlot) => void;
  onBuyerChanged: (buyer: PropertyBuyer) => void;
  onFlash: (message: string) => void;
}

function SlotCard({ item, now, onEdit, onDelete, ...attendees }: SlotCardProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const { slot } = item;
  const date = formatDateTimeLong(slot.start, i18n.language);
  const started = isVisitPast({ startsAt: item.startsAt }, now);
  const ended = item.endsAt <= now;
  const timing = ended ? 'ended' : started ? 'started' : 'upcoming';
  const count = bookedCount(slot);
  const panel = `nb-slot-${slot.id}-attendees`;
  return (
    <li
      className={`kit-card nb-slot${ended ? ' nb-slot--ended' : ''}`}
      data-testid="slot"
      data-slot-id={slot.id}
    >
      <div className="nb-slot-head">
        <div>
          <p className="nb-slot-when">
            {date}, {t('negotiator_visit_until', { time: slot.end.slice(11, 16) })}
          </p>
          <div className="nb-slot-facts">
            <span className={`nb-chip nb-chip--${timing}`}>{t(`negotiator_visit_${timing}`)}</span>
            <span className="nb-chip">{t(`negotiator_visit_kind_${slot.kind}`)}</span>
            <span className="nb-chip">
              {t('negotiator_visit_minutes', { minutes: slot.durationMinutes })}
            </span>
            {slot.capacity === null ? (
              <span className="nb-chip">{t('negotiator_visit_unlimited')}</span>
            ) : slot.freePlaces === 0 ? (
              <span className="nb-chip nb-chip--full">{t('negotiator_visit_full')}</span>
            ) : slot.freePlaces !== null ? (
              <span className="nb-chip">
                {t('negotiator_visit_places', { count: slot.freePlaces, capacity: slot.capacity })}
              </span>
            ) : null}
            {count !== null ? (
              <span className="nb-chip">{t('negotiator_attendees_count', { count })}</span>
            ) : null}
          </div>
        </div>
        <div className="nb-slot-actions">
          <button
            type="button"
            className="nb-action-button"
            aria-label={t('negotiator_visit_edit_for', { date })}
            data-testid="edit-slot"
            onClick={onEdit}
          >
            {t('negotiator_visit_edit')}
          </button>
          <button
            type="button"
            className="nb-action-button nb-action-button--danger"
            aria-label={t('negotiator_visit_delete_for', { date })}
            data-testid="delete-slot"
            onClick={onDelete}
          >
            {t('negotiator_visit_delete')}
          </button>
        </div>
      </div>
      <button
        type="button"
        className="nb-disclosure"
        aria-expanded={open}
        aria-controls={panel}
        data-testid="toggle-attendees"
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">›</span>{' '}
        {t(open ? 'negotiator_attendees_hide' : 'negotiator_attendees_show')}
      </button>
      {open ? (
        <div id={panel} className="nb-attendees">
          <SlotAttendees slot={slot} date={date} startsAt={item.startsAt} started={started} {...attendees} />
        </div>
      ) : null}
    </li>
  );
}
