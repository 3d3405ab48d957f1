import { NO_RADIUS, type GeoPoint, type PropertyTypeCode, type SearchCriteria } from '@immo/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressField, type ChosenAddress } from './address-field.js';
import { budgetDigits, groupedDigits, useBudgetCheck } from './budget.js';
import { RadiusPopover } from './radius-popover.js';
import { TypesSelect } from './types-select.js';

/** What the bar changes in the search (§2.3: address, location, aroundRadius, types, budget). */
export type BarCriteria = Pick<
  SearchCriteria,
  'address' | 'addressType' | 'location' | 'aroundRadius' | 'types' | 'budgetMin' | 'budgetMax'
>;

const digitsOf = (amount: number | null): string => (amount === null ? '' : String(amount));

/**
 * The search bar of §2.3 and §5.4: address with suggestions and its radius, property types, budget
 * min and max, and the search button — replaced by a disabled element while the budget is refused.
 * `compact` is the mobile home widget: address, maximum budget and the button.
 */
export function SearchBar({
  criteria,
  onSearch,
  compact = false,
}: {
  criteria: SearchCriteria;
  onSearch: (change: BarCriteria) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const [place, setPlace] = useState<ChosenAddress>({
    address: criteria.address,
    addressType: criteria.addressType,
    location: criteria.address ? criteria.location : null,
  });
  const [radius, setRadius] = useState(criteria.aroundRadius);
  const [types, setTypes] = useState<PropertyTypeCode[]>(criteria.types);
  const [min, setMin] = useState(digitsOf(criteria.budgetMin));
  const [max, setMax] = useState(digitsOf(criteria.budgetMax));
  const { check, flush } = useBudgetCheck(compact ? '' : min, max);
  const hasPoint = place.location !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (flush().blocked) return;
    const location: GeoPoint | null = hasPoint ? place.location : null;
    onSearch({
      address: place.address,
      addressType: hasPoint ? place.addressType : '',
      location,
      aroundRadius: hasPoint ? radius : NO_RADIUS,
      types: compact ? criteria.types : types,
      budgetMin: compact ? criteria.budgetMin : min === '' ? null : Number(min),
      budgetMax: max === '' ? null : Number(max),
    });
  };

  const budgetField = (which: 'min' | 'max', value: string, set: (digits: string) => void) => (
    <label className="sr-budget__field">
      <span className="kit-visually-hidden">{t(`search_budget_${which}`)}</span>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t(`search_budget_${which}_placeholder`)}
        value={groupedDigits(value)}
        data-testid={`search-budget-${which}`}
        aria-invalid={check.notices.some((n) => n.field === `budget${which === 'min' ? 'Min' : 'Max'}`)}
        onChange={(event) => set(budgetDigits(event.target.value))}
      />
      <span className="sr-budget__unit" aria-hidden="true">
        €
      </span>
    </label>
  );

  return (
    <form
      className={`sr-bar kit-card${compact ? ' sr-bar--compact' : ''}`}
      role="search"
      aria-label={t('search_bar_label')}
      onSubmit={submit}
      data-testid={compact ? 'home-search-widget' : 'search-bar'}
    >
      <div className="sr-bar__part sr-bar__where">
        <AddressField value={place} onChange={setPlace} />
        {!compact && <RadiusPopover metres={radius} onChange={setRadius} disabled={!hasPoint} />}
      </div>
      {!compact && <TypesSelect types={types} onChange={setTypes} />}
      <div className="sr-bar__part sr-budget" role="group" aria-labelledby="sr-budget-caption">
        <span className="sr-bar__caption" id="sr-budget-caption">
          {compact ? t('search_budget_max') : t('search_budget_label')}
        </span>
        <div className="sr-budget__fields">
          {!compact && budgetField('min', min, setMin)}
          {budgetField('max', max, setMax)}
        </div>
        {check.notices.length > 0 && (
          <ul className="sr-budget__notices" data-testid="search-budget-notices">
            {check.notices.map((notice) => (
              <li key={notice.code} className="kit-notice kit-notice--error" role="alert">
                {t(notice.code)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="sr-bar__part sr-bar__submit">
        {check.blocked ? (
          <span
            className="kit-button sr-bar__disabled"
            aria-disabled="true"
            role="button"
            data-testid="search-submit-disabled"
          >
            {check.blocked.code === 'budget_max_change_required'
              ? t('budget_max_change_required')
              : t('search_submit')}
          </span>
        ) : (
          <button type="submit" className="kit-button" data-testid="search-submit">
            {t('search_submit')}
          </button>
        )}
      </div>
    </form>
  );
}
