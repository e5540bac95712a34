import { useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { Field } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { AttachedFilesField, useAttachedFiles } from './ProjectFiles';

interface MessageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  label: string;
  submitLabel: string;
  /** Shortest text accepted after trimming (the server checks again). */
  minLength: number;
  maxLength: number;
  /** The message for a text shorter than `minLength`. */
  tooShort: string;
  busy: boolean;
  /** The server's field message, shown under the text area. */
  serverError?: string | undefined;
  /** With a label: files may come with the text (a milestone delivery), uploaded before it is sent. */
  filesLabel?: string;
  /** The text, and the ids of the uploaded files (empty without `filesLabel`). */
  onSubmit: (message: string, fileIds: string[]) => void;
}

/**
 * A dialog that asks for one text (a delivery note, the changes wanted, a cancellation reason) and
 * sends it, with files when `filesLabel` is given; the text is checked for length before it leaves,
 * and kept while the dialog is open.
 */
export function MessageDialog(props: MessageDialogProps) {
  const { open, onOpenChange, title, text, label, submitLabel, minLength, maxLength, tooShort, busy } = props;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const files = useAttachedFiles('delivery');
  const submit = () => {
    if (value.trim().length < minLength) {
      setError(tooShort);
      return;
    }
    if (files.uploading) return;
    setError(null);
    props.onSubmit(
      value.trim(),
      files.attached.map((f) => f.fileId),
    );
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setValue('');
          setError(null);
          files.reset();
        }
        onOpenChange(next);
      }}
      title={title}
      description={text}
      onSubmit={submit}
      submitLabel={submitLabel}
      busy={busy}
      submitDisabled={files.uploading}
    >
      <Field label={label} error={error ?? props.serverError}>
        {(control) => (
          <Textarea
            {...control}
            value={value}
            maxLength={maxLength}
            rows={4}
            onChange={(e) => setValue(e.target.value)}
          />
        )}
      </Field>
      {props.filesLabel ? (
        <AttachedFilesField label={props.filesLabel} files={files} withKinds={false} disabled={busy} />
      ) : null}
    </FormDialog>
  );
}
