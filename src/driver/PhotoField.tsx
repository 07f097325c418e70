import { useRef } from 'react';
import { DRIVER_TEXTS } from './driverTexts';
import { errorIdOf, Field } from './Field';
import { formatFileSize } from './formatting';

type Props = {
  photo: File | null;
  onChange: (photo: File | null) => void;
  error: string | undefined;
};

/** One photo of the signed bill of lading, taken with the camera or picked. */
export const PhotoField = ({ photo, onChange, error }: Props) => {
  const input = useRef<HTMLInputElement>(null);
  const remove = () => {
    if (input.current) input.current.value = '';
    onChange(null);
  };
  return (
    <Field id="photo" label={DRIVER_TEXTS.photo} error={error}>
      {/* The browser's own file button cannot be styled: a button of the page's speaks for it. */}
      <span className="photo-pick">
        <input
          ref={input}
          id="photo"
          type="file"
          accept="image/jpeg,image/png"
          capture="environment"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorIdOf('photo') : photo ? 'photo-preview' : undefined}
          onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        />
        <label htmlFor="photo" className="button" aria-hidden="true">
          {photo ? DRIVER_TEXTS.replacePhoto : DRIVER_TEXTS.choosePhoto}
        </label>
      </span>
      {photo && (
        <p className="preview" id="photo-preview">
          {photo.name} · {formatFileSize(photo.size)}{' '}
          <button type="button" className="button" onClick={remove}>
            {DRIVER_TEXTS.removePhoto}
          </button>
        </p>
      )}
    </Field>
  );
};
