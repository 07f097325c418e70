import { useEffect, useRef, type PointerEvent, type RefObject } from 'react';
import { DRIVER_TEXTS } from './driverTexts';

type Props = {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** Whether anything is drawn: a signature is required. */
  onInk: (inked: boolean) => void;
  error: string | undefined;
};

const INK = '#111';
const PAPER = '#fff';

/** A blank page: white, so that the PNG reads on any background. */
const blank = (canvas: HTMLCanvasElement) => {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = PAPER;
  context.fillRect(0, 0, canvas.width, canvas.height);
};

/**
 * The receiver signs with a finger, a stylus or a mouse (pointer events take them all); the canvas
 * keeps its pixels while the form waits for the network.
 */
export const SignaturePad = ({ canvasRef, onInk, error }: Props) => {
  const last = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // Drawn at the screen's own density, so the strokes stay sharp on a phone.
    const ratio = window.devicePixelRatio || 1;
    const { width, height } = canvas.getBoundingClientRect();
    if (width && height) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
    }
    blank(canvas);
  }, [canvasRef]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    const box = canvas.getBoundingClientRect();
    const scaleX = box.width ? canvas.width / box.width : 1;
    const scaleY = box.height ? canvas.height / box.height : 1;
    return { x: (event.clientX - box.left) * scaleX, y: (event.clientY - box.top) * scaleY };
  };

  const strokeTo = (canvas: HTMLCanvasElement, to: { x: number; y: number }) => {
    const context = canvas.getContext('2d');
    const from = last.current ?? to;
    if (context) {
      context.strokeStyle = INK;
      context.lineWidth = 2.5 * (window.devicePixelRatio || 1);
      context.lineCap = 'round';
      context.lineJoin = 'round';
      context.beginPath();
      context.moveTo(from.x, from.y);
      context.lineTo(to.x + (from === to ? 0.1 : 0), to.y);
      context.stroke();
    }
    last.current = to;
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    last.current = null;
    strokeTo(event.currentTarget, pointOf(event));
    onInk(true);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (last.current) strokeTo(event.currentTarget, pointOf(event));
  };

  const end = () => {
    last.current = null;
  };

  const clear = () => {
    if (canvasRef.current) blank(canvasRef.current);
    onInk(false);
  };

  return (
    <div className={`field${error ? ' invalid' : ''}`}>
      <p className="label" id="signature-label">
        {DRIVER_TEXTS.signature}
      </p>
      <p className="hint" id="signature-hint">
        {DRIVER_TEXTS.signatureHint}
      </p>
      <canvas
        ref={canvasRef}
        className="signature"
        role="img"
        aria-labelledby="signature-label"
        aria-describedby={error ? 'signature-hint signature-error' : 'signature-hint'}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
      />
      {error && (
        <p className="error" id="signature-error">
          {error}
        </p>
      )}
      <button type="button" className="button" onClick={clear}>
        {DRIVER_TEXTS.clearSignature}
      </button>
    </div>
  );
};
