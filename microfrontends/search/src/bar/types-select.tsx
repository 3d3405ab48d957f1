import { PROPERTY_TYPE_CODES, PROPERTY_TYPES, type PropertyTypeCode } from '@immo/core';
import { localeOf } from '@immo/kit';
import { useTranslation } from 'react-i18next';
import { Popover } from './popover.js';

/** The 11 property types, several at once; none ticked searches every type. */
export function TypesSelect({
  types,
  onChange,
}: {
  types: readonly PropertyTypeCode[];
  onChange: (types: PropertyTypeCode[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n);
  const label =
    types.length === 0
      ? t('search_types_all')
      : types.length === 1
        ? PROPERTY_TYPES[types[0]!][locale]
        : t('search_types_count', { count: types.length });
  const toggle = (code: PropertyTypeCode, on: boolean) =>
    onChange(PROPERTY_TYPE_CODES.filter((c) => (c === code ? on : types.includes(c))));
  return (
    <div className="sr-bar__part sr-bar__types">
      <span className="sr-bar__caption" id="sr-types-caption">
        {t('search_types_label')}
      </span>
      <Popover testId="search-types" label={label}>
        {(close) => (
          <fieldset className="sr-types" aria-labelledby="sr-types-caption">
            <ul className="sr-types__list">
              {PROPERTY_TYPE_CODES.map((code) => (
                <li key={code}>
                  <label className="sr-check">
                    <input
                      type="checkbox"
                      value={code}
                      checked={types.includes(code)}
                      onChange={(event) => toggle(code, event.target.checked)}
                    />
                    {PROPERTY_TYPES[code][locale]}
                  </label>
                </li>
              ))}
            </ul>
            <button type="button" className="kit-button kit-button--secondary" onClick={close}>
              {t('search_types_close')}
            </button>
          </fieldset>
        )}
      </Popover>
    </div>
  );
}
