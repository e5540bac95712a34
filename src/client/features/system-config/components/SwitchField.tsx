import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

/**
 * A setting that is on or off: the switch with its label and, when given, a one-line explanation
 * under the label that the switch names as its description (system settings: the exchange-rate
 * override, the admins' two-factor requirement, a capability field's flags).
 * @param testId `data-testid` of the switch itself
 */
export function SwitchField({
  label,
  hint,
  checked,
  disabled,
  onChange,
  testId,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
  testId?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const control = (
    <Switch
      id={id}
      checked={checked}
      disabled={disabled}
      onCheckedChange={onChange}
      aria-describedby={hint ? hintId : undefined}
      data-testid={testId}
    />
  );
  if (!hint) {
    return (
      <div className="flex items-center gap-3">
        {control}
        <Label htmlFor={id} className="font-normal">
          {label}
        </Label>
      </div>
    );
  }
  return (
    <div className="flex items-start gap-3">
      {control}
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
