import { useEffect, useRef, useState, type RefObject } from 'react';
import { MILESTONE_LABELS, UNDO_WINDOW_MS, type ReportedMilestone } from '@domain/milestones';
import { DRIVER_TEXTS } from './driverTexts';
import { useTapGuard } from './useTapGuard';

/** The milestone the driver reported last from this phone, while it may be undone. */
export type LastReported = { id: string; code: ReportedMilestone; at: string };

/** The phone's own time of a tap: the driver made it minutes ago, on this clock. */
const timeOf = (at: string) =>
  new Date(at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

type Props = {
  next: ReportedMilestone | null;
  undoable: LastReported | null;
  /** The driver has tapped on this page: a button that appears may be under the finger. */
  acted: boolean;
  onReport: (code: ReportedMilestone) => void;
  onDeliver: () => void;
  onUndo: (reported: LastReported) => void;
};

/** A button that ignores taps for a moment after it appears (`guardKey` names the appearance). */
const GuardedButton = ({
  guardKey,
  guarded = true,
  className,
  onPress,
  label,
  buttonRef,
}: {
  guardKey: string;
  guarded?: boolean;
  className: string;
  onPress: () => void;
  label: string;
  buttonRef?: RefObject<HTMLButtonElement | null>;
}) => {
  const armed = useTapGuard(guardKey, guarded);
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`${className}${armed ? '' : ' settling'}`}
      aria-disabled={!armed}
      onClick={() => armed && onPress()}
    >
      {label}
    </button>
  );
};

/**
 * The driver's one action at a time: the next milestone takes a tap and then a confirmation on
 * another button further down, which takes no tap for a moment after it appears; the milestone
 * just recorded may be undone for two minutes, above the next milestone's button, which appears
 * only then, away from the finger, and also waits a moment before it takes a tap.
 */
export const MilestoneAction = ({ next, undoable, acted, onReport, onDeliver, onUndo }: Props) => {
  const [confirming, setConfirming] = useState<ReportedMilestone | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const recorded = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (undoable) recorded.current?.focus();
  }, [undoable]);

  // A milestone recorded elsewhere (another phone, the dispatcher) ends a confirmation of it.
  const asking = confirming !== null && confirming === next ? confirming : null;

  const confirm = (code: ReportedMilestone) => {
    setConfirming(null);
    onReport(code);
  };

  return (
    <section className="card action" aria-label="Next step">
      {undoable && (
        <div className="recorded">
          <p ref={recorded} tabIndex={-1}>
            {DRIVER_TEXTS.recordedAt(MILESTONE_LABELS[undoable.code], timeOf(undoable.at))}{' '}
            {DRIVER_TEXTS.undoWhy(UNDO_WINDOW_MS / 60_000)}
          </p>
          <GuardedButton
            guardKey={`undo-${undoable.id}`}
            className="button"
            onPress={() => onUndo(undoable)}
            label={DRIVER_TEXTS.undo(MILESTONE_LABELS[undoable.code])}
          />
        </div>
      )}
      {asking ? (
        <div
          className="confirm"
          role="group"
          aria-labelledby="confirm-title"
          onKeyDown={(event) => event.key === 'Escape' && setConfirming(null)}
        >
          <h2 id="confirm-title">{DRIVER_TEXTS.confirmTitle(MILESTONE_LABELS[asking])}</h2>
          <p>{DRIVER_TEXTS.confirmWhy}</p>
          <div className="confirm-actions">
            <button type="button" className="button" onClick={() => setConfirming(null)}>
              {DRIVER_TEXTS.cancel}
            </button>
            <GuardedButton
              guardKey={`confirm-${asking}`}
              buttonRef={confirmButton}
              className="button big"
              onPress={() => confirm(asking)}
              label={DRIVER_TEXTS.confirm(MILESTONE_LABELS[asking])}
            />
          </div>
        </div>
      ) : (
        next && (
          <GuardedButton
            guardKey={`next-${next}`}
            guarded={acted}
            className="button big next"
            onPress={() => (next === 'delivered' ? onDeliver() : setConfirming(next))}
            label={MILESTONE_LABELS[next]}
          />
        )
      )}
    </section>
  );
};
