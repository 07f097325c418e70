import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import type { DriverLoad } from '@domain/dispatchTypes';
import { postPod } from './driverApi';
import { errorIdOf, Field } from './Field';
import { DRIVER_TEXTS } from './driverTexts';
import type { Flushed } from './outbox';
import { PhotoField } from './PhotoField';
import { photoProblem } from './photo';
import { SignaturePad } from './SignaturePad';

type Props = {
  token: string;
  /** Sends the events still on the phone: the delivery comes after them. */
  sendQueued: () => Promise<Flushed>;
  onDelivered: (load: DriverLoad) => void;
  onDeadLink: (message: string) => void;
  onBack: () => void;
};

type Field = 'receiver_name' | 'signature' | 'photo' | 'notes';
type Errors = Partial<Record<Field, string>>;

/** Sending, or waiting to send again: when the phone is back online or after `afterMs`. */
type Sending =
  { state: 'idle' } | { state: 'sending' } | { state: 'waiting'; afterMs: number; message: string };

/** Waiting: offline (no message) or for as long as the server said (none: RETRY_MS). */
const waiting = (message: string | null, afterMs: number | null): Sending => ({
  state: 'waiting',
  message: message ?? DRIVER_TEXTS.deliveryOffline,
  afterMs: afterMs ?? RETRY_MS,
});

/** How soon a delivery the server could not take is tried again, unless it said. */
const RETRY_MS = 15_000;

const pngOf = (canvas: HTMLCanvasElement): Promise<Blob | null> =>
  new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));

const FIELDS: readonly Field[] = ['receiver_name', 'signature', 'photo', 'notes'];

const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

/**
 * The proof of delivery: the receiver's printed name, their signature on the screen, optionally a
 * photo of the signed bill of lading, and notes. It needs the network: offline, the form keeps
 * what was entered and sends it once the phone is back.
 */
export const DeliveryForm = ({ token, sendQueued, onDelivered, onDeadLink, onBack }: Props) => {
  const [receiverName, setReceiverName] = useState('');
  const [notes, setNotes] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [signed, setSigned] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const canvas = useRef<HTMLCanvasElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  // The delivery happened when the driver first confirmed it, however late it reaches Loadline.
  const deliveredAt = useRef<string | null>(null);

  const choosePhoto = (chosen: File | null) => {
    setPhoto(chosen);
    setErrors(({ photo: _photo, ...others }) => {
      const problem = chosen && photoProblem(chosen);
      return problem ? { ...others, photo: problem } : others;
    });
  };

  const sign = (inked: boolean) => {
    setSigned(inked);
    if (inked) setErrors(({ signature: _signature, ...others }) => others);
  };

  const send = useCallback(async () => {
    const found: Errors = {};
    if (!receiverName.trim()) found.receiver_name = DISPATCH_MESSAGES.receiverNameRequired;
    if (!signed) found.signature = DISPATCH_MESSAGES.signatureRequired;
    const problem = photo && photoProblem(photo);
    if (problem) found.photo = problem;
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length) {
      if (found.receiver_name) nameInput.current?.focus();
      setSending({ state: 'idle' });
      return;
    }
    deliveredAt.current ??= new Date().toISOString();
    setSending({ state: 'sending' });
    const queued = await sendQueued();
    if (queued.outcome === 'deadLink') return onDeadLink(queued.message);
    if (queued.outcome === 'later') return setSending(waiting(queued.message, queued.afterMs));
    const signature = canvas.current && (await pngOf(canvas.current));
    if (!signature) {
      setErrors({ signature: DISPATCH_MESSAGES.signatureRequired });
      return setSending({ state: 'idle' });
    }
    const answer = await postPod(token, {
      receiverName,
      signature,
      photo,
      notes,
      at: deliveredAt.current,
    });
    if (answer.ok) return onDelivered(answer.body);
    switch (answer.kind) {
      case 'offline':
        return setSending(waiting(null, null));
      case 'later':
        return setSending(waiting(answer.message, answer.afterMs));
      case 'deadLink':
        return onDeadLink(answer.message);
      case 'refused': {
        const onFields: Errors = {};
        for (const [name, messages] of Object.entries(answer.errors))
          if (isField(name) && messages[0]) onFields[name] = messages[0];
        setErrors(onFields);
        setRefusal(Object.keys(onFields).length ? DRIVER_TEXTS.fixErrors : answer.message);
        return setSending({ state: 'idle' });
      }
    }
  }, [receiverName, signed, photo, notes, token, sendQueued, onDelivered, onDeadLink]);

  const retryMs = sending.state === 'waiting' ? sending.afterMs : null;
  useEffect(() => {
    if (retryMs === null) return;
    const again = () => void send();
    const timer = setTimeout(again, retryMs);
    window.addEventListener('online', again);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', again);
    };
  }, [retryMs, send]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.state !== 'sending') void send();
  };

  const status =
    sending.state === 'sending'
      ? DRIVER_TEXTS.sendingDelivery
      : sending.state === 'waiting'
        ? sending.message
        : '';
  const invalid = Object.keys(errors).length > 0;

  return (
    <form className="card delivery" aria-labelledby="delivery" onSubmit={submit} noValidate>
      <h2 id="delivery">Proof of delivery</h2>
      <Field id="receiver-name" label={DRIVER_TEXTS.receiverName} error={errors.receiver_name}>
        <input
          ref={nameInput}
          id="receiver-name"
          name="receiver_name"
          autoComplete="off"
          autoCapitalize="words"
          value={receiverName}
          aria-invalid={Boolean(errors.receiver_name)}
          aria-describedby={errors.receiver_name ? errorIdOf('receiver-name') : undefined}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            setReceiverName(typed);
            if (typed.trim()) setErrors(({ receiver_name: _receiverName, ...others }) => others);
          }}
        />
      </Field>
      <SignaturePad canvasRef={canvas} onInk={sign} error={errors.signature} />
      <PhotoField photo={photo} onChange={choosePhoto} error={errors.photo} />
      <Field id="notes" label={DRIVER_TEXTS.notes} error={errors.notes}>
        <textarea
          id="notes"
          name="notes"
          rows={3}
          value={notes}
          aria-invalid={Boolean(errors.notes)}
          aria-describedby={errors.notes ? errorIdOf('notes') : undefined}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
      </Field>
      <p className="notice" role="alert">
        {refusal ?? (invalid ? DRIVER_TEXTS.fixErrors : '')}
      </p>
      <p className="notice" role="status">
        {status}
      </p>
      <button type="submit" className="button big" aria-disabled={sending.state === 'sending'}>
        {DRIVER_TEXTS.confirmDelivery}
      </button>
      <button type="button" className="button" onClick={onBack}>
        {DRIVER_TEXTS.cancelDelivery}
      </button>
    </form>
  );
};
