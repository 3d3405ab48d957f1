import { findInlineField } from '@immo/core';
import { InlineEditField, PencilIcon, useInlineEditMessages } from '@immo/kit/inline-edit';
import { useDispatch, useSelector } from 'react-redux';
import { pageDataRefreshRequested, pageRefreshRequested, selectPage } from '../auction/auction-slice.js';
import { PAGE_INLINE_CSS } from './page-inline-styles.js';

export interface PageFieldProps {
  /** The property's wire name, as the inline-edit whitelist and `editableFields` name it. */
  field: string;
  /** The value as text: what the input edits. */
  text: string;
  multiline?: boolean;
  block?: boolean;
  /** How the value reads while not edited (a price in euros). */
  format?: (text: string) => string;
}

function PageInlineStyles() {
  return (
    <style href="pp-inline-edit" precedence="default">
      {PAGE_INLINE_CSS}
    </style>
  );
}

/**
 * One of the page's values as the kit's inline field. A saved text refreshes the page's data; a
 * saved price (a term of the auction) reloads the auction as well, so the panel, the fees and the
 * minimum bid follow at once.
 */
export default function PageInlineField({ field, text, multiline, block, format }: PageFieldProps) {
  const { t } = useInlineEditMessages();
  const dispatch = useDispatch();
  const bienId = useSelector(selectPage)?.bienId;
  const rules = findInlineField('bien', field);
  if (bienId === undefined || rules === null || rules.entity !== 'bien') return <>{text}</>;
  return (
    <>
      <PageInlineStyles />
      <InlineEditField
        initValue={text}
        id={bienId}
        entity="bien"
        property={field}
        fieldType={rules.fieldType}
        label={t(`inline_field_${field}`)}
        multiline={multiline}
        block={block}
        formatValue={format}
        onSaved={() => dispatch(rules.biddingTerm ? pageRefreshRequested() : pageDataRefreshRequested())}
      />
    </>
  );
}

/** The line that tells the sale's managers which values edit in place: those with a pencil. */
export function ManagerNoticeText() {
  const { t } = useInlineEditMessages();
  return (
    <p className="pp-inline-notice" data-testid="inline-edit-notice">
      <PageInlineStyles />
      <PencilIcon size={16} />
      {t('inline_page_notice')}
    </p>
  );
}
