// The controls of the space's paged lists (sales, users): a search submitted as a whole and a pager.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchFormProps {
  /** The input's id (its label points at it). */
  id: string;
  label: string;
  placeholder: string;
  /** The search in force (from the address): the field follows it. */
  value: string;
  onSearch: (text: string) => void;
}

/** A search field and its button; the text is sent trimmed when the form is submitted. */
export function SearchForm({ id, label, placeholder, value, onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form className="ns-search" role="search" onSubmit={submit}>
      <label className="kit-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="ns-input ns-search-input"
        name="q"
        type="search"
        value={typed}
        placeholder={placeholder}
        onChange={(event) => setTyped(event.target.value)}
      />
      <button type="submit" className="kit-button kit-button--secondary ns-search-button">
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" className="ns-search-icon">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="ns-search-text">{t('space_search_submit')}</span>
      </button>
    </form>
  );
}

/** A page number from the address: a whole number from 1, else 1. */
export const pageOf = (value: string | null): number => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
};

/** How many pages a total makes, one at least. */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));
