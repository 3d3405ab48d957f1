import {
  addressChosen,
  addressCleared,
  addressTyped,
  hasValidCoordinates,
  type AddressSuggestion,
  type SaleFormValues,
} from '@immo/core';
import { useFormikContext } from 'formik';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorIdOf, FieldError, RequiredMark, useFieldError } from '../sale-form/fields.js';
import { addressSuggestionsClosed, addressTextTyped, pendingAddressApplied } from './localisation-state.js';
import { ADDRESS_AREA_ATTRIBUTE, useLocalisationStyles } from './localisation-styles.js';
import { useLocalisation } from './use-localisation.js';

/**
 * The address input with its suggestions (spec §4 Address): typing clears what the previous choice
 * located and looks addresses up (more than 2 characters, 300 ms after the last key); choosing fills
 * the address, postcode, commune, INSEE code, department and coordinates; clicking outside the
 * address area before choosing clears the address fields.
 */
export function AddressField() {
  useLocalisationStyles();
  const { t } = useTranslation();
  const { values, setValues, setFieldTouched } = useFormikContext<SaleFormValues>();
  const { state, dispatch } = useLocalisation();
  const [typing, setTyping] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const inputId = `${id}-adresse`;
  const listId = `${id}-suggestions`;

  // Typed text not yet located: a choice, the banner's re-geocoding or the marker ends it.
  const locating = typing && !hasValidCoordinates(values);
  const panel = state.suggestions;
  const items = panel.items;
  const open = locating && panel.status !== 'closed';
  const error = useFieldError('adresse');

  // An address found elsewhere (re-geocoding, the marker's reverse geocoding) goes into the form.
  const pending = state.pending;
  useEffect(() => {
    if (!pending) return;
    void setValues((previous) => addressChosen(previous, pending.address));
    dispatch(pendingAddressApplied(pending.id));
  }, [pending, setValues, dispatch]);

  useEffect(() => {
    if (!locating) return;
    const clearWhenOutside = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (target?.closest?.(`[${ADDRESS_AREA_ATTRIBUTE}]`)) return;
      setTyping(false);
      void setValues((previous) => addressCleared(previous));
      dispatch(addressSuggestionsClosed());
    };
    document.addEventListener('mousedown', clearWhenOutside);
    return () => document.removeEventListener('mousedown', clearWhenOutside);
  }, [locating, setValues, dispatch]);

  const choose = (suggestion: AddressSuggestion) => {
    setTyping(false);
    setActive(-1);
    void setValues((previous) => addressChosen(previous, suggestion));
    dispatch(addressSuggestionsClosed());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted address; it never submits the form from here.
      event.preventDefault();
      const picked = items[active] ?? (items.length === 1 ? items[0] : undefined);
      if (picked) choose(picked);
    } else if (event.key === 'Escape') {
      dispatch(addressSuggestionsClosed());
    }
  };

  return (
    <div className="ns-field se-address" {...{ [ADDRESS_AREA_ATTRIBUTE]: '' }}>
      <label className="ns-label" htmlFor={inputId}>
        {t('precisions_address')}
        <RequiredMark />
      </label>
      <input
        id={inputId}
        className="ns-input"
        name="adresse"
        type="text"
        value={values.adresse}
        placeholder={t('precisions_address_placeholder')}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf('adresse') : undefined}
        data-testid="address-input"
        onChange={(event) => {
          const typed = event.target.value;
          setTyping(true);
          setActive(-1);
          void setValues((previous) => addressTyped(previous, typed));
          dispatch(addressTextTyped(typed));
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          void setFieldTouched('adresse', true);
          dispatch(addressSuggestionsClosed());
        }}
      />
      {open && (
        <ul
          id={listId}
          className="se-suggestions"
          role="listbox"
          aria-label={t('precisions_address_suggestions')}
        >
          {panel.status === 'searching' && items.length === 0 && (
            <li className="se-suggestion se-suggestion--info">{t('loading')}</li>
          )}
          {panel.status === 'shown' && items.length === 0 && (
            <li className="se-suggestion se-suggestion--info">
              {t('sale_address_no_result')}
              <span className="se-suggestion-hint">{t('precisions_address_no_result_hint')}</span>
            </li>
          )}
          {items.map((suggestion, index) => (
            <li
              key={`${suggestion.nom}|${suggestion.codeInsee}|${suggestion.latitude},${suggestion.longitude}`}
              id={`${listId}-${index}`}
              className="se-suggestion"
              role="option"
              aria-selected={index === active}
              data-testid="address-suggestion"
              // Keeps the focus in the input: the choice is the click.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(suggestion)}
            >
              <span className="se-suggestion-name">{suggestion.nom}</span>
              <span className="se-suggestion-place">
                {suggestion.codePostal} {suggestion.ville}
              </span>
            </li>
          ))}
        </ul>
      )}
      <FieldError name="adresse" />
    </div>
  );
}
