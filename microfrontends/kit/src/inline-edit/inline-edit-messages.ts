import * as common from '@immo/core/messages/common';
import * as inlineEdit from '@immo/core/messages/inline-edit';
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { addMessages, mergeMessages } from '../remote-messages.js';

/** The field's own texts and the parse errors it shows before any call (core's inline-edit area). */
export const INLINE_EDIT_MESSAGES = mergeMessages(common, inlineEdit);

const given = new WeakSet<i18n>();

/**
 * Adds the field's texts once per i18n instance, whichever remote mounts it first: a list of fields
 * adds them once, and a screen that never shows a field never carries them.
 */
export function useInlineEditMessages(): ReturnType<typeof useTranslation> {
  const translation = useTranslation();
  if (!given.has(translation.i18n)) {
    addMessages(translation.i18n, INLINE_EDIT_MESSAGES);
    given.add(translation.i18n);
  }
  return translation;
}
