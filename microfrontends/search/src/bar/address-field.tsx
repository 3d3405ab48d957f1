import {
  HOME_ADDRESS_LOOKUP,
  homeAddressPanelMessage,
  mapSearchRequest,
  shouldLookUpAddress,
  type GeoPoint,
} from '@immo/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchDependencies } from '../dependencies.js';

/** One suggestion of POST /api/map/search/ (adapters/http-koa … addressJson). */
export interface AddressJson {
  nom: string;
  codePostal: string;
  type: string;
  latitude: number;
  longitude: number;
  ville: string;
}

export interface ChosenAddress {
  address: string;
  addressType: string;
  location: GeoPoint | null;
}

/** 'Lyon (69001)': what the field shows and the URL keeps once a suggestion is chosen. */
export const addressLabel = (suggestion: AddressJson): string =>
  suggestion.codePostal ? `${suggestion.nom} (${suggestion.codePostal})` : suggestion.nom;

/**
 * Où ? (§5.4): suggestions from the geocoder 500 ms after the last keystroke, from 2 characters; a
 * leading number is the postal code. Typing again forgets the chosen point until a suggestion is chosen.
 */
export function AddressField({
  value,
  onChange,
}: {
  value: ChosenAddress;
  onChange: (address: ChosenAddress) => void;
}) {
  const { t } = useTranslation();
  const { api } = useSearchDependencies();
  const id = useId();
  const [typed, setTyped] = useState(value.address);
  const [open, setOpen] = useState(false);
  // The suggestions for `for` (null: not looked up yet).
  const [found, setFound] = useState<{ for: string; list: AddressJson[] | null }>({ for: '', list: null });
  const [active, setActive] = useState(-1);

  useEffect(() => {
    if (!open || !shouldLookUpAddress(typed, HOME_ADDRESS_LOOKUP)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<AddressJson[]>('/api/map/search/', {
        method: 'POST',
        json: mapSearchRequest(typed),
        signal: controller.signal,
      }).then(
        (list) => {
          if (!controller.signal.aborted) setFound({ for: typed, list });
        },
        () => {
          if (!controller.signal.aborted) setFound({ for: typed, list: [] });
        },
      );
    }, HOME_ADDRESS_LOOKUP.debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, typed, open]);

  const suggestions = found.for === typed ? found.list : null;
  const message = homeAddressPanelMessage(typed, suggestions === null ? null : suggestions.length);

  const choose = (suggestion: AddressJson) => {
    const address = addressLabel(suggestion);
    setTyped(address);
    setOpen(false);
    setActive(-1);
    onChange({
      address,
      addressType: suggestion.type,
      location: { lat: suggestion.latitude, lng: suggestion.longitude },
    });
  };

  const type = (text: string) => {
    setTyped(text);
    setOpen(true);
    setActive(-1);
    onChange({ address: text.trim(), addressType: '', location: null });
  };

  const listId = `${id}-list`;
  return (
    <div className="sr-address">
      <label className="sr-bar__caption" htmlFor={`${id}-input`}>
        {t('search_address_label')}
      </label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${id}-option-${active}` : undefined}
        placeholder={t('search_address_placeholder')}
        value={typed}
        data-testid="search-address"
        onChange={(event) => type(event.target.value)}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          const count = suggestions?.length ?? 0;
          if (event.key === 'ArrowDown' && count > 0) {
            event.preventDefault();
            setActive((i) => (i + 1) % count);
          } else if (event.key === 'ArrowUp' && count > 0) {
            event.preventDefault();
            setActive((i) => (i <= 0 ? count - 1 : i - 1));
          } else if (event.key === 'Enter' && open && suggestions && active >= 0 && suggestions[active]) {
            event.preventDefault();
            choose(suggestions[active]);
          } else if (event.key === 'Escape') setOpen(false);
        }}
      />
      {open && (
        <div className="sr-address__panel kit-card" data-testid="search-address-panel">
          {message !== null ? (
            <p className="sr-address__message" role="status">
              {t(message)}
            </p>
          ) : suggestions === null ? (
            <p className="sr-address__message" role="status" aria-busy="true">
              {t('loading')}
            </p>
          ) : (
            <ul id={listId} role="listbox" aria-label={t('search_address_suggestions')}>
              {suggestions.map((suggestion, i) => (
                <li
                  key={`${suggestion.nom}-${suggestion.codePostal}-${i}`}
                  id={`${id}-option-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className="sr-address__option"
                  data-testid="search-address-option"
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(suggestion);
                  }}
                >
                  <strong>{suggestion.nom}</strong> <span>{suggestion.codePostal}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
