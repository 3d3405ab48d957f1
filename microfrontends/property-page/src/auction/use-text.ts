import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownText } from './auction-slice.js';

/** Shows a ShownText: a catalogue code translated, or the server's own words as they came. */
export function useShownText(): (shown: ShownText) => string {
  const { t } = useTranslation();
  return useCallback(
    (shown: ShownText) => ('text' in shown ? shown.text : String(t(shown.code, shown.params ?? {}))),
    [t],
  );
}
