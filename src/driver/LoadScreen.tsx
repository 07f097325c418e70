import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import type { DriverLoad, DriverPosition } from '@domain/dispatchTypes';
import {
  milestoneRank,
  nextMilestone,
  UNDO_WINDOW_MS,
  type ReportedMilestone,
} from '@domain/milestones';
import { DeliveryForm } from './DeliveryForm';
import { postEvent, postPositions, postWithdrawal, type Failure } from './driverApi';
import { DRIVER_TEXTS } from './driverTexts';
import { eventId } from './eventId';
import { LoadDetails } from './LoadDetails';
import { LocationConsent } from './LocationConsent';
import { readPosition, storeConsent, storedConsent, type Consent } from './location';
import { forgetLastReported, readLastReported, storeLastReported } from './lastReported';
import { MilestoneAction, type LastReported } from './MilestoneAction';
import { MilestoneHistory } from './MilestoneHistory';
import { createOutbox, type OutboxItem, type Sent } from './outbox';
import { isInTransit, progressOf } from './progress';
import { QueueStatus } from './QueueStatus';
import { useOnline } from './useOnline';
import { useOutboxSync } from './useOutboxSync';
import { usePositionReports } from './usePositionReports';

type Props = {
  token: string;
  load: DriverLoad;
  /** Loadline answered this visit: what waits on the phone may go. */
  checked: boolean;
  onLoad: (load: DriverLoad) => void;
  onDeadLink: (message: string) => void;
};

/** How long a tap waits for the phone's position before its event goes without. */
const EVENT_POSITION_TIMEOUT_MS = 10_000;

const laterOf = (failure: Failure): Sent => {
  switch (failure.kind) {
    case 'offline':
      return { outcome: 'later', afterMs: null, message: null };
    case 'later':
      return { outcome: 'later', afterMs: failure.afterMs, message: failure.message };
    case 'deadLink':
      return { outcome: 'deadLink', message: failure.message };
    case 'refused':
      return { outcome: 'dropped' };
  }
};

/** The load of a live link: the next milestone's button, the delivery, the stops, the history. */
export const LoadScreen = ({ token, load, checked, onLoad, onDeadLink }: Props) => {
  const [outbox] = useState(() => createOutbox(token));
  const queued = useSyncExternalStore(outbox.subscribe, outbox.items);
  const online = useOnline();
  const [consent, setConsent] = useState<Consent | null>(() => storedConsent(token));
  const [notice, setNotice] = useState<{ text: string; alert: boolean } | null>(null);
  const [delivering, setDelivering] = useState(false);
  const [sentAny, setSentAny] = useState(false);
  const [acted, setActed] = useState(false);
  const [lastReported, setLastReported] = useState<LastReported | null>(() =>
    readLastReported(token),
  );
  const [now, setNow] = useState(() => Date.now());

  const send = useCallback(
    async (item: OutboxItem): Promise<Sent> => {
      const failed = (failure: Failure): Sent => {
        if (failure.kind === 'refused') setNotice({ text: failure.message, alert: true });
        return laterOf(failure);
      };
      const sent = (): Sent => {
        setSentAny(true);
        return { outcome: 'sent' };
      };
      switch (item.kind) {
        case 'positions': {
          const answer = await postPositions(token, item.body.positions);
          return answer.ok ? sent() : failed(answer);
        }
        case 'withdrawal': {
          const answer = await postWithdrawal(token, item.body);
          if (!answer.ok) return failed(answer);
          onLoad(answer.body);
          setNotice({ text: DISPATCH_MESSAGES.milestoneWithdrawn(item.code), alert: false });
          return sent();
        }
        case 'event': {
          const answer = await postEvent(token, item.body);
          if (!answer.ok) return failed(answer);
          onLoad(answer.body);
          setNotice({ text: DISPATCH_MESSAGES.milestoneRecorded(item.body.code), alert: false });
          return sent();
        }
      }
    },
    [token, onLoad],
  );

  const flush = useOutboxSync({ outbox, send, onDeadLink, enabled: checked });

  const decide = useCallback(
    (decision: Consent) => {
      storeConsent(token, decision);
      setConsent(decision);
    },
    [token],
  );

  const locationDenied = useCallback(() => {
    decide('declined');
    setNotice({ text: DRIVER_TEXTS.locationOff, alert: false });
  }, [decide]);

  const share = () => {
    decide('granted');
    // Asks the browser's permission now, while the driver expects the question.
    void readPosition({ timeoutMs: EVENT_POSITION_TIMEOUT_MS, maximumAgeMs: 60_000 }).then(
      (reading) => reading === 'denied' && locationDenied(),
    );
  };

  const progress = progressOf(load, queued);
  const next = nextMilestone(progress);
  // A delivery a dispatcher recorded by hand may still get its proof from the driver.
  const canProve = next === 'delivered' || (next === null && !load.proof_of_delivery);

  // The undo lasts UNDO_WINDOW_MS from the milestone, on this phone's clock as on Loadline's check.
  const undoable =
    lastReported &&
    now - Date.parse(lastReported.at) < UNDO_WINDOW_MS &&
    progress === milestoneRank(lastReported.code)
      ? lastReported
      : null;
  useEffect(() => {
    if (!lastReported) return;
    const left = Date.parse(lastReported.at) + UNDO_WINDOW_MS - Date.now();
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [lastReported]);

  const remember = (reported: LastReported | null) => {
    if (reported) storeLastReported(token, reported);
    else forgetLastReported(token);
    setLastReported(reported);
    setNow(Date.now());
  };

  const report = (code: ReportedMilestone) => {
    const id = eventId();
    const at = new Date().toISOString();
    setNotice(null);
    setActed(true);
    outbox.addEvent({ id, code, at });
    remember({ id, code, at });
    if (consent !== 'granted') return void flush();
    void readPosition({ timeoutMs: EVENT_POSITION_TIMEOUT_MS, maximumAgeMs: 60_000 })
      .then((reading) => {
        if (reading === 'denied') locationDenied();
        else if (reading) outbox.placeEvent(id, reading);
      })
      .finally(() => void flush());
  };

  const undo = (reported: LastReported) => {
    setNotice(null);
    setActed(true);
    outbox.addWithdrawal({
      body: { id: eventId(), event_id: reported.id, at: new Date().toISOString() },
      code: reported.code,
      eventAt: reported.at,
    });
    remember(null);
    void flush();
  };

  const addPosition = useCallback(
    (position: DriverPosition) => {
      outbox.addPositions([position]);
      void flush();
    },
    [outbox, flush],
  );
  usePositionReports(consent === 'granted' && isInTransit(progress), addPosition, locationDenied);

  const deliver = () => {
    setNotice(null);
    setDelivering(true);
  };

  const delivered = (answer: DriverLoad) => {
    setDelivering(false);
    onLoad(answer);
  };

  return (
    <main className="page">
      <header className="top">
        <p className="brand">Loadline</p>
        <h1>{DRIVER_TEXTS.header(load.shipment_id)}</h1>
        <p className="muted">
          {load.pickup.city.name}, {load.pickup.city.region_code} → {load.dropoff.city.name},{' '}
          {load.dropoff.city.region_code}
          {load.reference_number ? ` · ${DRIVER_TEXTS.reference(load.reference_number)}` : ''}
        </p>
      </header>
      <QueueStatus queued={queued} online={online} sentAny={sentAny} />
      <p className={`notice${notice?.alert ? ' alert' : ''}`} role="status">
        {notice?.text}
      </p>
      {consent === null && <LocationConsent onShare={share} onDecline={() => decide('declined')} />}
      {delivering && canProve ? (
        <DeliveryForm
          token={token}
          sendQueued={() => outbox.flush(send)}
          onDelivered={delivered}
          onDeadLink={onDeadLink}
          onBack={() => setDelivering(false)}
        />
      ) : next === null ? (
        <section className="card done" aria-labelledby="done">
          <h2 id="done">{DRIVER_TEXTS.delivered}</h2>
          {load.proof_of_delivery ? (
            <p>{DRIVER_TEXTS.deliveredWithProof}</p>
          ) : (
            <button type="button" className="button big" onClick={deliver}>
              {DRIVER_TEXTS.addProof}
            </button>
          )}
        </section>
      ) : (
        <MilestoneAction
          next={next}
          undoable={undoable}
          acted={acted}
          onReport={report}
          onDeliver={deliver}
          onUndo={undo}
        />
      )}
      <LoadDetails load={load} />
      <MilestoneHistory milestones={load.milestones} queued={queued} />
    </main>
  );
};
