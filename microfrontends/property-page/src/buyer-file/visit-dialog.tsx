import { isVisitPast, parseParisDateTime, type Instant } from '@immo/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { PropertyPageData } from '../api/page-data.js';
import { interestRequested, selectPage, selectPanel, selectServerNow } from '../auction/auction-slice.js';
import { formatLongDate, formatLongDateTime, formatTimeOfDay } from '../auction/format.js';
import { useShownText } from '../auction/use-text.js';
import { safeExternalUrl } from '../gallery/embeds.js';
import { Modal } from '../gallery/modal.js';
import {
  selectVisitsState,
  visitAccess,
  visitActionRequested,
  visitSlotsRequested,
  visitStartOf,
  visitsClosed,
  type VisitNotice,
  type VisitSlotJson,
} from './visits-state.js';

void import(/* webpackMode: "eager" */ './buyer-file.css').catch(() => undefined);

/**
 * 'Visiter le bien' (issue 9): opened by the phone's 'Visites' button, the checklist's visit step
 * or the bid panel's 'Réserver une visite'. Whoever is not registered on the sale is asked to
 * register first; a registered buyer sees their own bookings (cancellable until they start) and
 * the open slots by day, and books one.
 */
export function VisitDialog() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const page = useSelector(selectPage);
  const panel = useSelector(selectPanel);
  const { open } = useSelector(selectVisitsState);
  if (!page) return null;
  const access = visitAccess(page, panel ?? page.phase);
  const tourUrl = safeExternalUrl(page.bienJson.lienVisiteVirtuelle);
  return (
    <Modal
      open={open && access !== 'hidden'}
      onClose={() => dispatch(visitsClosed())}
      title={t('property_buyer_visits_title')}
      testId="visits-dialog"
    >
      <div className="visits">
        {access === 'book' ? <VisitSlots page={page} /> : <RegisterFirst />}
        {tourUrl && (
          <p className="visits__tour">
            <a href={tourUrl} target="_blank" rel="noopener noreferrer">
              {t('media_virtual_tour')}
            </a>
          </p>
        )}
      </div>
    </Modal>
  );
}

/** The interest step comes first: 'Ce bien m'intéresse' asks its question in place of this dialog. */
function RegisterFirst() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return (
    <div className="visits__register" data-testid="visits-register-first">
      <p>{t('visit_registration_required')}</p>
      <button
        type="button"
        className="kit-button"
        onClick={() => {
          dispatch(visitsClosed());
          dispatch(interestRequested());
        }}
      >
        {t('interest_register_button')}
      </button>
    </div>
  );
}

const endOf = (slot: VisitSlotJson): Instant => parseParisDateTime(slot.end) ?? visitStartOf(slot);

function VisitSlots({ page }: { page: PropertyPageData }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { slots, notice } = useSelector(selectVisitsState);
  const now = useSelector(selectServerNow);
  const visitDone = page.checklist?.some((step) => step.step === 'visit' && step.state === 'done');
  const mine = slots.items.filter((slot) => slot.bookedByViewer && endOf(slot) > now);
  const open = slots.items.filter(
    (slot) =>
      !slot.bookedByViewer && slot.freePlaces !== 0 && !isVisitPast({ startsAt: visitStartOf(slot) }, now),
  );
  return (
    <>
      {visitDone ? (
        <p className="kit-notice kit-notice--success">{t('property_buyer_visit_done')}</p>
      ) : (
        <p className="visits__intro">{t('property_buyer_visits_intro')}</p>
      )}
      {notice && <Notice notice={notice} />}
      {slots.status === 'loading' || slots.status === 'idle' ? (
        <p className="visits__status" aria-busy="true">
          {t('property_buyer_visits_loading')}
        </p>
      ) : slots.status === 'failed' ? (
        <div className="kit-notice kit-notice--error visits__failed" role="alert">
          <p>{t('property_buyer_visits_load_failed')}</p>
          <button
            type="button"
            className="kit-button kit-button--secondary"
            onClick={() => dispatch(visitSlotsRequested())}
          >
            {t('remote_retry')}
          </button>
        </div>
      ) : (
        <>
          {mine.length > 0 && (
            <section className="visits__group" aria-labelledby="visits-mine">
              <h3 id="visits-mine" className="visits__heading">
                {t('property_buyer_visits_mine')}
              </h3>
              <ul className="visits__list" data-testid="visits-mine">
                {mine.map((slot) => (
                  <MyVisit
                    key={slot.id}
                    slot={slot}
                    started={isVisitPast({ startsAt: visitStartOf(slot) }, now)}
                  />
                ))}
              </ul>
            </section>
          )}
          <OpenSlots slots={open} />
        </>
      )}
    </>
  );
}

function Notice({ notice }: { notice: VisitNotice }) {
  const { t, i18n } = useTranslation();
  const shown = useShownText();
  if (notice.kind === 'error') {
    return (
      <p className="kit-notice kit-notice--error" role="alert" data-testid="visits-notice">
        {shown(notice.text)}
      </p>
    );
  }
  const date = formatLongDateTime(notice.startsAt, i18n.language);
  return (
    <p className="kit-notice kit-notice--success" role="status" data-testid="visits-notice">
      {t(notice.kind === 'booked' ? 'property_buyer_visit_booked' : 'property_buyer_visit_cancelled', {
        date,
      })}
    </p>
  );
}

/** The open slots by day: time, kind, places left, 'Réserver'. */
function OpenSlots({ slots }: { slots: VisitSlotJson[] }) {
  const { t, i18n } = useTranslation();
  if (slots.length === 0) {
    return (
      <p className="visits__status" data-testid="visits-none">
        {t('property_buyer_visits_none')}
      </p>
    );
  }
  const days = new Map<string, VisitSlotJson[]>();
  for (const slot of slots) {
    const day = formatLongDate(visitStartOf(slot), i18n.language);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return (
    <section className="visits__group" aria-labelledby="visits-open">
      <h3 id="visits-open" className="visits__heading">
        {t('property_buyer_visits_open')}
      </h3>
      {[...days].map(([day, daySlots]) => (
        <div key={day} className="visits__day">
          <h4 className="visits__day-title">{day}</h4>
          <ul className="visits__list" data-testid="visits-open">
            {daySlots.map((slot) => (
              <OpenSlot key={slot.id} slot={slot} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function OpenSlot({ slot }: { slot: VisitSlotJson }) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const { busy } = useSelector(selectVisitsState);
  const startsAt = visitStartOf(slot);
  const booking = busy?.visitId === slot.id && busy.action === 'book';
  return (
    <li className="visit-slot" data-testid={`visit-slot-${slot.id}`}>
      <SlotFacts slot={slot} />
      <button
        type="button"
        className="kit-button visit-slot__button"
        disabled={busy !== null}
        aria-busy={booking}
        aria-label={t('property_buyer_visit_book_label', {
          date: formatLongDateTime(startsAt, i18n.language),
        })}
        onClick={() => dispatch(visitActionRequested({ visitId: slot.id, action: 'book' }))}
      >
        {booking ? t('property_buyer_visit_booking') : t('property_buyer_visit_book')}
      </button>
    </li>
  );
}

/** One of the buyer's bookings: 'Annuler' (asked once more) until it starts. */
function MyVisit({ slot, started }: { slot: VisitSlotJson; started: boolean }) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const { busy } = useSelector(selectVisitsState);
  const [confirming, setConfirming] = useState(false);
  const date = formatLongDateTime(visitStartOf(slot), i18n.language);
  const cancelling = busy?.visitId === slot.id && busy.action === 'cancel';
  return (
    <li className="visit-slot visit-slot--mine" data-testid={`my-visit-${slot.id}`}>
      <SlotFacts slot={slot} withDay />
      {started ? (
        <p className="visit-slot__note">{t('property_buyer_visit_started')}</p>
      ) : confirming || cancelling ? (
        <div
          className="visit-slot__confirm"
          role="group"
          aria-label={t('property_buyer_visit_cancel_question')}
        >
          <p className="visit-slot__note">{t('property_buyer_visit_cancel_question')}</p>
          <button
            type="button"
            className="kit-button visit-slot__button"
            data-testid="visit-cancel-yes"
            disabled={busy !== null}
            aria-busy={cancelling}
            onClick={() => dispatch(visitActionRequested({ visitId: slot.id, action: 'cancel' }))}
          >
            {cancelling ? t('property_buyer_visit_cancelling') : t('property_buyer_visit_cancel_yes')}
          </button>
          <button
            type="button"
            className="kit-button kit-button--secondary visit-slot__button"
            disabled={busy !== null}
            onClick={() => setConfirming(false)}
          >
            {t('property_buyer_visit_cancel_no')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="kit-button kit-button--secondary visit-slot__button"
          disabled={busy !== null}
          aria-label={t('property_buyer_visit_cancel_label', { date })}
          onClick={() => setConfirming(true)}
        >
          {t('property_buyer_visit_cancel')}
        </button>
      )}
    </li>
  );
}

/** When (the time, the day too for the buyer's own), which kind, how many places left. */
function SlotFacts({ slot, withDay = false }: { slot: VisitSlotJson; withDay?: boolean }) {
  const { t, i18n } = useTranslation();
  const startsAt = visitStartOf(slot);
  const time = `${formatTimeOfDay(startsAt, i18n.language)} – ${formatTimeOfDay(endOf(slot), i18n.language)}`;
  const places =
    slot.kind === 'individual'
      ? null
      : slot.freePlaces === null
        ? t('property_buyer_visit_no_limit')
        : slot.freePlaces === 1
          ? t('property_buyer_visit_one_place_left')
          : t('property_buyer_visit_places_left', { count: slot.freePlaces });
  return (
    <div className="visit-slot__facts">
      {withDay && <span className="visit-slot__day">{formatLongDate(startsAt, i18n.language)}</span>}
      <span className="visit-slot__time">{time}</span>
      <span className="visit-slot__kind">
        {t(slot.kind === 'individual' ? 'property_buyer_visit_individual' : 'property_buyer_visit_grouped')}
        {places && ` · ${places}`}
      </span>
    </div>
  );
}
