import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

// Generic form pieces (CONVENTIONS.md: they live in components/ui, not in a feature): a field with
// its label, hint and error wired for screen readers, the password input, and the translation of
// a field message. Server field errors reach the fields through lib/server-errors.ts.

/**
 * A form message: contract messages are keys (`auth.*`, translated from the `shared` namespace),
 * server messages arrive translated already and are shown as they are.
 */
export function useFieldMessage() {
  const { t, i18n } = useTranslation('shared');
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    return i18n.exists(message, { ns: 'shared' }) ? t(message) : message;
  };
}

interface FieldProps {
  label: string;
  /** The message under the field when it is wrong (already translated). */
  error?: string | undefined;
  /** A hint under the field (e.g. the password rule). */
  hint?: string | undefined;
  /** Shown after the label, e.g. '(isteğe bağlı)'. */
  labelSuffix?: ReactNode;
  /** Right-aligned next to the label, e.g. 'Şifremi unuttum'. */
  labelAction?: ReactNode;
  className?: string;
  /** Renders the control; spread `control` on it (id, aria-invalid, aria-describedby). */
  children: (control: FieldControlProps) => ReactNode;
}

/** What a {@link Field} gives its control: the label's target id and the accessibility wiring. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** Label above, control, then the hint and the error message under it (DESIGN.md "Every form"). */
export function Field({ label, error, hint, labelSuffix, labelAction, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>
          {label}
          {labelSuffix ? <span className="ml-1 font-normal text-muted-foreground">{labelSuffix}</span> : null}
        </Label>
        {labelAction}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a show/hide button (its label says which, in the page's language). */
export function PasswordInput({ className, ref, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input ref={ref} type={visible ? 'text' : 'password'} className={cn('pr-11', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground"
      >
        {visible ? (
          <EyeOffIcon className="size-4" aria-hidden="true" />
        ) : (
          <EyeIcon className="size-4" aria-hidden="true" />
        )}
        <span className="sr-only">{visible ? t('form.hidePassword') : t('form.showPassword')}</span>
      </button>
    </div>
  );
}
