import type { ContactField } from '../../../shared/contact-rules.js';

const INPUTS: Readonly<Record<ContactField, { type: string; autoComplete: string }>> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phoneNumber: { type: 'tel', autoComplete: 'tel' },
};

export interface FormFieldProps {
  readonly field: ContactField;
  /** The element id; the error text is `${id}-error`. */
  readonly id: string;
  readonly label: string;
  readonly placeholder: string | undefined;
  readonly error: string | undefined;
  /** While the form is sending: still focusable and readable, but what goes out cannot change under it. */
  readonly readOnly: boolean;
  readonly onEdit: (field: ContactField) => void;
}

/**
 * One labelled input, uncontrolled (no value prop), so text typed before hydration is kept. `required` and the
 * input types are the no-JS checks; with JavaScript the island checks and writes its error below the input,
 * tied to it by aria-invalid and aria-describedby.
 */
export function FormField({ field, id, label, placeholder, error, readOnly, onEdit }: FormFieldProps) {
  const errorId = `${id}-error`;
  const input = INPUTS[field];
  return (
    <div className="contact-form__field">
      <label className="contact-form__label" htmlFor={id}>{label}</label>
      <input
        className="contact-form__input"
        id={id}
        name={field}
        type={input.type}
        autoComplete={input.autoComplete}
        placeholder={placeholder}
        required
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onInput={() => onEdit(field)}
      />
      {/* Only when there is one: the page's markup carries no empty element per field. */}
      {error ? <p className="contact-form__error" id={errorId}>{error}</p> : null}
    </div>
  );
}
