import { LISTING_STATUSES, type ListingStatus, type SearchCriteria } from '@immo/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type AreaField = 'livingAreaMin' | 'livingAreaMax' | 'landAreaMin' | 'landAreaMax';

const MIN_CHOICES = [1, 2, 3, 4, 5] as const;
/** Typing in an area field searches once the typing pauses this long. */
export const AREA_DEBOUNCE_MS = 800;

const areaOf = (text: string): number | null => {
  const digits = text.replace(/\D/g, '').slice(0, 7);
  return digits === '' ? null : Number(digits);
};

function AreaInput({
  field,
  value,
  label,
  onChange,
}: {
  field: AreaField;
  value: number | null;
  label: string;
  onChange: (field: AreaField, value: number | null) => void;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => {
    const amount = areaOf(text);
    if (amount === value) return;
    const timer = setTimeout(() => onChange(field, amount), AREA_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, field, onChange]);
  return (
    <input
      type="text"
      inputMode="numeric"
      aria-label={label}
      placeholder={label}
      value={text}
      data-testid={`search-${field}`}
      onChange={(event) => setText(event.target.value.replace(/\D/g, '').slice(0, 7))}
    />
  );
}

/**
 * The filters beyond the bar (§3.2's search state): sale status (live and upcoming by default,
 * ended on demand), at least n rooms and bedrooms, living and land area ranges.
 */
export function Filters({
  criteria,
  onChange,
}: {
  criteria: SearchCriteria;
  onChange: (change: Partial<SearchCriteria>) => void;
}) {
  const { t } = useTranslation();
  const toggleStatus = (status: ListingStatus, on: boolean) => {
    const statuses = LISTING_STATUSES.filter((s) => (s === status ? on : criteria.statuses.includes(s)));
    if (statuses.length > 0) onChange({ statuses });
  };
  const minSelect = (field: 'roomsMin' | 'bedroomsMin', label: string) => (
    <label className="sr-filter">
      <span className="sr-filter__caption">{label}</span>
      <select
        value={criteria[field] ?? ''}
        data-testid={`search-${field}`}
        onChange={(event) =>
          onChange({ [field]: event.target.value === '' ? null : Number(event.target.value) })
        }
      >
        <option value="">{t('search_min_any')}</option>
        {MIN_CHOICES.map((count) => (
          <option key={count} value={count}>
            {t('search_min_count', { count })}
          </option>
        ))}
      </select>
    </label>
  );
  const area = (which: 'living' | 'land') => {
    const min: AreaField = which === 'living' ? 'livingAreaMin' : 'landAreaMin';
    const max: AreaField = which === 'living' ? 'livingAreaMax' : 'landAreaMax';
    const change = (field: AreaField, value: number | null) => onChange({ [field]: value });
    return (
      <div className="sr-filter" role="group" aria-label={t(`search_${which}_area`)}>
        <span className="sr-filter__caption">{t(`search_${which}_area`)}</span>
        <div className="sr-filter__range">
          <AreaInput field={min} value={criteria[min]} label={t('search_area_min')} onChange={change} />
          <span aria-hidden="true">–</span>
          <AreaInput field={max} value={criteria[max]} label={t('search_area_max')} onChange={change} />
        </div>
      </div>
    );
  };
  return (
    <details className="sr-filters kit-card" data-testid="search-filters">
      <summary>{t('search_filters')}</summary>
      <div className="sr-filters__body">
        <fieldset className="sr-filter">
          <legend className="sr-filter__caption">{t('search_status_label')}</legend>
          {LISTING_STATUSES.map((status) => (
            <label key={status} className="sr-check">
              <input
                type="checkbox"
                checked={criteria.statuses.includes(status)}
                data-testid={`search-status-${status}`}
                onChange={(event) => toggleStatus(status, event.target.checked)}
              />
              {t(`search_status_${status}`)}
            </label>
          ))}
        </fieldset>
        {minSelect('roomsMin', t('search_rooms'))}
        {minSelect('bedroomsMin', t('search_bedrooms'))}
        {area('living')}
        {area('land')}
      </div>
    </details>
  );
}
