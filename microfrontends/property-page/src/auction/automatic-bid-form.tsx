import { formatEuros, parseEuroAmount } from '@immo/core';
import { ApiError, apiRequest } from '@immo/kit';
import { useCallback, useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectAuction, selectBidControls, selectHistory, selectMinimumBid } from './auction-slice.js';
import { formatAmountInput } from './format.js';

/** GET/PUT/DELETE /api/enchere/{enchereId}/enchere-automatique, as only its owner is answered. */
interface MyAutomaticBidAnswer {
  maximum: number | null;
  encheresAutomatiques: number[];
}

// The ids of the viewer's bids placed by his maximum, shared with the history (a sibling) without
// touching the auction slice: one property page at a time.
let automaticIds: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();
function publishAutomaticIds(ids: readonly number[]): void {
  automaticIds = new Set(ids);
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The viewer's own bids the platform placed for him (the history marks them). */
export const useMyAutomaticBidIds = (): ReadonlySet<number> =>
  useSyncExternalStore(
    subscribe,
    () => automaticIds,
    () => automaticIds,
  );

type Notice = { kind: 'success' | 'error'; text: string } | null;

/**
 * The automatic bid beside the bid input: the viewer's hidden maximum — set, raise, withdraw. The
 * platform bids for him the least needed to lead, up to it; nobody else ever sees it. Shown to those
 * who may bid; refreshed whenever a new bid arrives in the history.
 */
export function AutomaticBidForm() {
  const { t } = useTranslation();
  const auction = useSelector(selectAuction);
  const controls = useSelector(selectBidControls);
  const minimum = useSelector(selectMinimumBid);
  const history = useSelector(selectHistory);
  const newestBidId = history?.[0]?.id ?? null;
  const [mine, setMine] = useState<MyAutomaticBidAnswer | null>(null);
  const [input, setInput] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const auctionId = auction?.id ?? null;
  const path = auctionId === null ? null : `/api/enchere/${auctionId}/enchere-automatique`;

  const accept = useCallback((answer: MyAutomaticBidAnswer) => {
    setMine(answer);
    publishAutomaticIds(answer.encheresAutomatiques);
  }, []);

  useEffect(() => {
    if (!path || !controls.enabled) return;
    const abort = new AbortController();
    apiRequest<MyAutomaticBidAnswer>(path, { signal: abort.signal }).then(accept, () => undefined);
    return () => abort.abort();
  }, [path, controls.enabled, newestBidId, accept]);

  if (!path || !controls.enabled || minimum === null) return null;
  const current = mine?.maximum ?? null;
  const suggested = Math.max(minimum, current === null ? minimum : current + (auction?.step ?? 0));

  const send = async (method: 'PUT' | 'DELETE') => {
    setBusy(true);
    setNotice(null);
    try {
      const amount = input ?? suggested;
      const answer = await apiRequest<MyAutomaticBidAnswer>(path, {
        method,
        ...(method === 'PUT' ? { json: { maximum: amount } } : {}),
      });
      accept(answer);
      setInput(null);
      setNotice({
        kind: 'success',
        text:
          method === 'PUT'
            ? t('automatic_bid_saved', { amount: formatEuros(answer.maximum ?? amount) })
            : t('automatic_bid_withdrawn'),
      });
    } catch (error) {
      setNotice({
        kind: 'error',
        text: error instanceof ApiError && error.message ? error.message : t('bid_failed'),
      });
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send('PUT');
  };

  return (
    <form className="auction-auto" data-testid="automatic-bid" onSubmit={onSubmit} noValidate>
      <h3 className="auction-auto__title">{t('automatic_bid_title')}</h3>
      <p className="auction-auto__help">{t('automatic_bid_help')}</p>
      {current !== null && (
        <p className="auction-auto__current" data-testid="automatic-bid-current">
          {t('automatic_bid_current', { amount: formatEuros(current) })}
        </p>
      )}
      <label className="auction-auto__label" htmlFor="auction-auto-maximum">
        {t('automatic_bid_maximum_label')}
      </label>
      <div className="auction-auto__row">
        <div className="auction-bid__field auction-auto__field">
          <input
            id="auction-auto-maximum"
            data-testid="automatic-bid-input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={formatAmountInput(input ?? suggested)}
            disabled={busy}
            onChange={(event) => setInput(parseEuroAmount(event.target.value))}
          />
          <span className="auction-bid__currency" aria-hidden="true">
            €
          </span>
        </div>
        <button
          type="submit"
          className="kit-button auction-auto__submit"
          data-testid="automatic-bid-submit"
          disabled={busy}
        >
          {current === null ? t('automatic_bid_set') : t('automatic_bid_raise')}
        </button>
      </div>
      {current !== null && (
        <button
          type="button"
          className="auction-auto__withdraw"
          data-testid="automatic-bid-withdraw"
          disabled={busy}
          onClick={() => void send('DELETE')}
        >
          {t('automatic_bid_withdraw')}
        </button>
      )}
      {notice && (
        <p
          className={`kit-notice kit-notice--${notice.kind} auction-auto__notice`}
          data-testid={`automatic-bid-${notice.kind}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
    </form>
  );
}
