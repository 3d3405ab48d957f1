import { buyerFilePath } from '@immo/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountsDependencies } from '../dependencies.js';
import { useAction } from '../space/use-action.js';
import { formatSlot, slotInstant } from '../space/format.js';
import { EmptyState, Loaded, useResource } from '../space/load-states.js';
import { PageHeading } from '../space/page-title.js';
import { CancelBooking, VISIT_KIND_LABELS } from '../space/visits.js';
import type { VisitSlotJson, VisitSlotsJson } from '../space/wire.js';
import { FileHeader, WithBuyerFile } from './file-page.js';

function Places({ slot }: { slot: VisitSlotJson }) {
  const { t } = useTranslation();
  if (slot.kind === 'individual') return <span className="bs-muted">{t('bs_visit_slot_individual')}</span>;
  if (slot.freePlaces === null) return <span className="bs-muted">{t('bs_visit_slot_unlimited')}</span>;
  return <span className="bs-muted">{t('bs_visit_slot_places', { count: slot.freePlaces })}</span>;
}

function Slot({
  slot,
  canBook,
  onBooked,
}: {
  slot: VisitSlotJson;
  canBook: boolean;
  onBooked: (slot: VisitSlotJson) => void;
}) {
  const { t } = useTranslation();
  const { api } = useAccountsDependencies();
  const { busy: booking, failure, run } = useAction();
  const full = slot.freePlaces === 0;

  const book = () =>
    run(async () =>
      onBooked(
        await api<VisitSlotJson>(`/api/bien/${slot.bienId}/visites/${slot.id}/book`, { method: 'POST' }),
      ),
    );

  return (
    <li className="kit-card bs-card bs-slot" data-testid="visit-slot">
      <p className="bs-when">{formatSlot(slotInstant(slot.start), slot.durationMinutes, t)}</p>
      <p className="bs-small">
        <span className="bs-badge bs-badge--info">{t(VISIT_KIND_LABELS[slot.kind])}</span>{' '}
        <Places slot={slot} />
      </p>
      {failure && (
        <p className="kit-notice kit-notice--error" role="alert">
          {failure}
        </p>
      )}
      {canBook && (
        <button
          type="button"
          className="kit-button"
          onClick={() => void book()}
          disabled={booking || full}
          aria-busy={booking}
        >
          {booking ? t('loading') : full ? t('visit_full') : t('bs_visit_book')}
        </button>
      )}
    </li>
  );
}

function Slots({ bienId, propertyName }: { bienId: number; propertyName: string }) {
  const { t } = useTranslation();
  const [slots, retry] = useResource<VisitSlotsJson>(`/api/bien/${bienId}/visites`);
  // The slots as the bookings made and cancelled here left them, over the list as it was read.
  const [changed, setChanged] = useState<ReadonlyMap<number, VisitSlotJson>>(new Map());
  const change = (slot: VisitSlotJson) => setChanged((before) => new Map(before).set(slot.id, slot));
  return (
    <Loaded resource={slots} retry={retry} failure={t('bs_visit_slots_load_failed')}>
      {(answer) => {
        const list = answer['hydra:member'].map((slot) => changed.get(slot.id) ?? slot);
        const mine = list.find((slot) => slot.bookedByViewer) ?? null;
        const open = list
          .filter((slot) => slot !== mine)
          .sort((a, b) => slotInstant(a.start) - slotInstant(b.start));
        return (
          <>
            <section className="kit-card bs-panel" aria-labelledby="bs-my-booking" data-testid="my-booking">
              <h2 id="bs-my-booking">{t('bs_visit_my_booking')}</h2>
              {mine ? (
                <>
                  <p className="bs-when" data-testid="my-booking-when">
                    {formatSlot(slotInstant(mine.start), mine.durationMinutes, t)}
                  </p>
                  <CancelBooking
                    bienId={bienId}
                    visitId={mine.id}
                    question={t('bs_visits_cancel_question', {
                      name: propertyName,
                      when: formatSlot(slotInstant(mine.start), mine.durationMinutes, t),
                    })}
                    onCancelled={() =>
                      change({
                        ...mine,
                        bookedByViewer: false,
                        freePlaces: mine.freePlaces === null ? null : mine.freePlaces + 1,
                      })
                    }
                  />
                </>
              ) : (
                <p className="bs-muted">{t('bs_visit_no_booking')}</p>
              )}
            </section>
            <section aria-labelledby="bs-open-slots">
              <h2 id="bs-open-slots" className="bs-section-title">
                {t('bs_visit_open_slots')}
              </h2>
              {mine && open.length > 0 && <p className="bs-muted">{t('bs_visit_one_booking')}</p>}
              {open.length === 0 ? (
                <EmptyState>{t('bs_visit_no_slot')}</EmptyState>
              ) : (
                <ul className="bs-grid" data-testid="visit-slots">
                  {open.map((slot) => (
                    <Slot key={slot.id} slot={slot} canBook={!mine} onBooked={change} />
                  ))}
                </ul>
              )}
            </section>
          </>
        );
      }}
    </Loaded>
  );
}

/** …/bien/{bien}/visite: the property's open slots, to book one; the booking, to cancel it. */
export function VisitBookingPage({ bienId }: { bienId: number }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('bs_visit_page_title')} intro={t('bs_visit_page_intro')} />
      <WithBuyerFile bienId={bienId}>
        {(file) => (
          <div className="bs-file" data-testid="visit-booking">
            <FileHeader file={file} />
            {file.visitDoneAt ? (
              <p className="kit-notice kit-notice--success">{t('bs_visit_already_done')}</p>
            ) : (
              <Slots bienId={bienId} propertyName={file.property.nom} />
            )}
            <p>
              <Link to={buyerFilePath(bienId)}>{t('bs_visit_back_to_file')}</Link>
            </p>
          </div>
        )}
      </WithBuyerFile>
    </>
  );
}
