import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaleEditorDependencies } from '../space/dependencies.js';
import { formatDateTimeShort } from '../space/format.js';
import { LoadFailedNotice, LoadingNotice } from '../space/load-states.js';
import { ConfirmDialog } from './dialogs.js';
import { actionFailureMessage, useApiGet } from './use-api.js';
import { validateVisit } from './visit-validation-page.js';
import {
  api,
  fullName,
  withMembers,
  type Attendee,
  type Hydra,
  type PropertyBuyer,
  type VisitSlot,
} from './wire.js';

interface SlotAttendeesProps {
  slot: VisitSlot;
  /** The slot's start in full, for the titles. */
  date: string;
  /** The slot's start: core's isVisitPast of it says a visit may be validated. */
  startsAt: number;
  started: boolean;
  bienId: number;
  /** The sale's registered buyers (…/visites/buyers); null until read. */
  buyers: PropertyBuyer[] | null;
  buyersFailed: boolean;
  onSlotChanged: (slot: VisitSlot) => void;
  onBuyerChanged: (buyer: PropertyBuyer) => void;
  onFlash: (message: string) => void;
}

type Confirming = { kind: 'remove'; attendee: Attendee } | { kind: 'validate'; buyer: PropertyBuyer };

/** Who is booked on a slot (GET …/{visite}/users), adding or removing a buyer, validating their visit. */
export function SlotAttendees({
  slot,
  date,
  startsAt,
  started,
  bienId,
  buyers,
  buyersFailed,
  onSlotChanged,
  onBuyerChanged,
  onFlash,
}: SlotAttendeesProps) {
  const { t, i18n } = useTranslation();
  const { api: request } = useSaleEditorDependencies();
  const attendees = useApiGet<Hydra<Attendee>>(api.attendees(bienId, slot.id));
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const titleId = useId();

  const setAttendees = (change: (members: Attendee[]) => Attendee[]) =>
    attendees.update((data) => withMembers(data, change));

  const removeAttendee = async (attendee: Attendee) => {
    try {
      const answer = await request<VisitSlot>(api.removeAttendee(bienId, slot.id), {
        method: 'PUT',
        json: { userId: attendee.id },
      });
      onSlotChanged(answer);
    } catch (failure) {
      throw new Error(actionFailureMessage(failure, t), { cause: failure });
    }
    setAttendees((members) => members.filter((member) => member.id !== attendee.id));
    setConfirming(null);
  };

  const validate = async (buyer: PropertyBuyer) => {
    const answer = await validateVisit(request, buyer.dossierAcheteur, t);
    onBuyerChanged({ ...buyer, visitDone: true, visitDoneAt: answer.visitDoneAt });
    setConfirming(null);
    onFlash(t('negotiator_attendee_validated', { name: fullName(buyer) }));
  };

  const members = attendees.load.state === 'ready' ? attendees.load.data['hydra:member'] : [];

  return (
    <>
      <h3 id={titleId} className="nb-attendees-title">
        {t('negotiator_attendees_title', { date })}
      </h3>
      {attendees.load.state === 'loading' ? (
        <LoadingNotice />
      ) : attendees.load.state === 'failed' ? (
        <LoadFailedNotice message={t('negotiator_attendees_failed')} onRetry={attendees.retry} />
      ) : members.length === 0 ? (
        <p className="ns-muted" data-testid="attendees-empty">
          {t('negotiator_attendees_none')}
        </p>
      ) : (
        <ul className="nb-attendee-list" aria-labelledby={titleId}>
          {members.map((attendee) => {
            const buyer = buyers?.find((candidate) => candidate.id === attendee.id) ?? null;
            const name = fullName(attendee);
            return (
              <li key={attendee.id} className="nb-attendee" data-testid="attendee">
                <span className="nb-attendee-who">
                  <strong>{name}</strong>
                  {attendee.email ? (
                    <a className="nb-contact-link" href={`mailto:${attendee.email}`}>
                      {attendee.email}
                    </a>
                  ) : null}
                  {attendee.phone ? (
                    <a className="nb-contact-link" href={`tel:${attendee.phone.replace(/[^\d+]/g, '')}`}>
                      {attendee.phone}
                    </a>
                  ) : null}
                </span>
                <span className="nb-attendee-actions">
                  <button
                    type="button"
                    className="nb-action-button nb-action-button--danger"
                    aria-label={t('negotiator_attendee_remove_for', { name })}
                    data-testid="remove-attendee"
                    onClick={() => setConfirming({ kind: 'remove', attendee })}
                  >
                    {t('negotiator_attendee_remove')}
                  </button>
                </span>
                <AttendeeVisit
                  buyer={buyer}
                  buyersKnown={buyers !== null}
                  started={started}
                  startDate={formatDateTimeShort(new Date(startsAt).toISOString(), i18n.language)}
                  onValidate={(chosen) => setConfirming({ kind: 'validate', buyer: chosen })}
                  language={i18n.language}
                />
              </li>
            );
          })}
        </ul>
      )}
      {attendees.load.state === 'ready' ? (
        <AddAttendee
          slot={slot}
          bienId={bienId}
          buyers={buyers}
          buyersFailed={buyersFailed}
          booked={members}
          onAdded={(answer, buyer) => {
            onSlotChanged(answer);
            setAttendees((current) => [...current, buyer]);
            onFlash(t('negotiator_attendee_added', { name: fullName(buyer) }));
          }}
        />
      ) : null}
      {confirming?.kind === 'remove' ? (
        <ConfirmDialog
          title={t('negotiator_attendee_remove_title', { name: fullName(confirming.attendee) })}
          message={<p>{t('negotiator_attendee_remove_text', { name: fullName(confirming.attendee) })}</p>}
          confirmLabel={t('negotiator_attendee_remove')}
          danger
          onConfirm={() => removeAttendee(confirming.attendee)}
          onClose={() => setConfirming(null)}
          testId="remove-attendee-dialog"
        />
      ) : null}
      {confirming?.kind === 'validate' ? (
        <ConfirmDialog
          title={t('negotiator_attendee_validate_title', { name: fullName(confirming.buyer) })}
          message={<p>{t('negotiator_attendee_validate_text', { name: fullName(confirming.buyer) })}</p>}
          confirmLabel={t('negotiator_visit_validate')}
          onConfirm={() => validate(confirming.buyer)}
          onClose={() => setConfirming(null)}
          testId="validate-visit-dialog"
        />
      ) : null}
    </>
  );
}

/** Where the attendee's visit stands, and the way to validate it once the slot has started. */
function AttendeeVisit({
  buyer,
  buyersKnown,
  started,
  startDate,
  onValidate,
  language,
}: {
  buyer: PropertyBuyer | null;
  buyersKnown: boolean;
  started: boolean;
  /** The slot's start, short. */
  startDate: string;
  onValidate: (buyer: PropertyBuyer) => void;
  language: string;
}) {
  const { t } = useTranslation();
  const explanation = useId();
  if (!buyersKnown) return null;
  if (buyer === null)
    return <span className="nb-attendee-state nb-hint">{t('negotiator_attendee_no_file')}</span>;
  if (buyer.visitDone)
    return (
      <span className="nb-attendee-state">
        <span className="nb-state nb-state--done">{t('buyer_file_state_done')}</span>
        {buyer.visitDoneAt
          ? t('negotiator_visit_validated_on', { date: formatDateTimeShort(buyer.visitDoneAt, language) })
          : null}
      </span>
    );
  return (
    <span className="nb-attendee-state">
      <button
        type="button"
        className="kit-button nb-small-button"
        disabled={!started}
        aria-label={t('negotiator_visit_validate_for', { name: fullName(buyer) })}
        aria-describedby={started ? undefined : explanation}
        data-testid="validate-attendee"
        onClick={() => onValidate(buyer)}
      >
        {t('negotiator_visit_validate')}
      </button>
      {started ? null : (
        <span id={explanation} className="nb-hint" data-testid="validate-attendee-why">
          {t('negotiator_visit_not_started', { date: startDate })}
        </span>
      )}
    </span>
  );
}

/** Puts one of the sale's registered buyers on the slot (PUT …/add-user). */
function AddAttendee({
  slot,
  bienId,
  buyers,
  buyersFailed,
  booked,
  onAdded,
}: {
  slot: VisitSlot;
  bienId: number;
  buyers: PropertyBuyer[] | null;
  buyersFailed: boolean;
  booked: Attendee[];
  onAdded: (slot: VisitSlot, buyer: PropertyBuyer) => void;
}) {
  const { t } = useTranslation();
  const { api: request } = useSaleEditorDependencies();
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();

  if (buyersFailed)
    return (
      <p className="nb-hint" role="alert">
        {t('negotiator_buyers_failed')}
      </p>
    );
  if (buyers === null) return null;
  const candidates = buyers.filter((buyer) => !booked.some((attendee) => attendee.id === buyer.id));
  if (candidates.length === 0)
    return (
      <p className="nb-hint" data-testid="add-attendee-none">
        {t(buyers.length === 0 ? 'negotiator_attendee_add_no_buyer' : 'negotiator_attendee_add_none')}
      </p>
    );

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const buyer = candidates.find((candidate) => String(candidate.id) === chosen);
    if (!buyer) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await request<VisitSlot>(api.addAttendee(bienId, slot.id), {
        method: 'PUT',
        json: { userId: buyer.id },
      });
      setChosen('');
      onAdded(answer, buyer);
    } catch (failure) {
      setError(actionFailureMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="nb-add" onSubmit={(event) => void add(event)} data-testid="add-attendee">
      <div className="nb-field">
        <label className="nb-label" htmlFor={selectId}>
          {t('negotiator_attendee_add_label')}
        </label>
        <select
          id={selectId}
          className="ns-input nb-select"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">{t('negotiator_attendee_add_choose')}</option>
          {candidates.map((buyer) => (
            <option key={buyer.id} value={String(buyer.id)}>
              {fullName(buyer)} · {buyer.email}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="kit-button kit-button--secondary"
        disabled={busy || chosen === ''}
        aria-busy={busy}
      >
        {busy ? t('loading') : t('negotiator_attendee_add')}
      </button>
      {error ? (
        <p
          className="kit-notice kit-notice--error nb-dialog-error"
          role="alert"
          data-testid="add-attendee-error"
        >
          {error}
        </p>
      ) : null}
    </form>
  );
}
