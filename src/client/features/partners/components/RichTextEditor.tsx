import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  BoldIcon,
  Heading2Icon,
  Heading3Icon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  UnlinkIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

interface RichTextEditorProps {
  /** The field's visible label (the editable area is labelled by it). */
  label: string;
  /** Initial HTML (sanitized by the server). */
  value: string;
  onChange: (html: string) => void;
  hint?: string;
  error?: string | undefined;
}

function ToolButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={cn('size-8', active && 'bg-primary-soft text-primary')}
      aria-label={label}
      aria-pressed={active}
      // Keep the editor's selection: a mouse press on the toolbar must not blur it.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/**
 * The profile description editor (TipTap StarterKit with its Link; issue 8): bold, italic, h2/h3,
 * lists and links, the formatting the server keeps (src/server/lib/sanitize.ts). The toolbar is a
 * labelled `toolbar` of toggle buttons; the text area is a labelled multi-line textbox, so keyboard
 * and screen-reader users get the usual shortcuts (Ctrl+B, Ctrl+I, …) and names.
 */
export function RichTextEditor({ label, value, onChange, hint, error }: RichTextEditorProps) {
  const { t } = useTranslation('partners');
  const labelId = useId();
  const hintId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const [linkError, setLinkError] = useState(false);
  const linkInput = useRef<HTMLInputElement>(null);
  // The link field opens on a toolbar press: move the focus there, as a dialog would.
  useEffect(() => {
    if (linkOpen) linkInput.current?.focus();
  }, [linkOpen]);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto'],
          HTMLAttributes: { rel: 'noopener nofollow ugc', target: '_blank' },
        },
      }),
    ],
    content: value,
    // Rendered on the client only: no server render to match.
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': hintId,
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class:
          'prose-content min-h-48 max-h-[32rem] overflow-y-auto rounded-b-md px-3 py-2 text-[0.9375rem] focus:outline-none',
        'data-testid': 'description-editor',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  const applyLink = () => {
    const url = linkUrl.trim();
    if (!/^(https?:\/\/\S+|mailto:\S+@\S+)$/i.test(url)) {
      setLinkError(true);
      return;
    }
    editor?.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    setLinkOpen(false);
    setLinkUrl('');
    setLinkError(false);
  };

  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <div
        className={cn(
          'rounded-md border border-input bg-background shadow-xs focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30',
          error && 'border-danger',
        )}
      >
        <div
          role="toolbar"
          aria-label={t('editor.toolbar')}
          className="flex flex-wrap items-center gap-0.5 border-b bg-muted/40 p-1"
        >
          <ToolButton
            label={t('editor.bold')}
            active={state?.bold}
            onClick={() => editor?.chain().focus().toggleBold().run()}
          >
            <BoldIcon aria-hidden="true" />
          </ToolButton>
          <ToolButton
            label={t('editor.italic')}
            active={state?.italic}
            onClick={() => editor?.chain().focus().toggleItalic().run()}
          >
            <ItalicIcon aria-hidden="true" />
          </ToolButton>
          <ToolButton
            label={t('editor.heading2')}
            active={state?.h2}
            onClick={() => editor?.chain().focus().toggleHeading({ level: 2 }).run()}
          >
            <Heading2Icon aria-hidden="true" />
          </ToolButton>
          <ToolButton
            label={t('editor.heading3')}
            active={state?.h3}
            onClick={() => editor?.chain().focus().toggleHeading({ level: 3 }).run()}
          >
            <Heading3Icon aria-hidden="true" />
          </ToolButton>
          <ToolButton
            label={t('editor.bulletList')}
            active={state?.bullet}
            onClick={() => editor?.chain().focus().toggleBulletList().run()}
          >
            <ListIcon aria-hidden="true" />
          </ToolButton>
          <ToolButton
            label={t('editor.orderedList')}
            active={state?.ordered}
            onClick={() => editor?.chain().focus().toggleOrderedList().run()}
          >
            <ListOrderedIcon aria-hidden="true" />
          </ToolButton>
          <ToolButton
            label={t('editor.link')}
            active={state?.link || linkOpen}
            onClick={() => {
              setLinkUrl((editor?.getAttributes('link').href as string | undefined) ?? '');
              setLinkError(false);
              setLinkOpen((open) => !open);
            }}
          >
            <LinkIcon aria-hidden="true" />
          </ToolButton>
          {state?.link ? (
            <ToolButton label={t('editor.unlink')} onClick={() => editor?.chain().focus().unsetLink().run()}>
              <UnlinkIcon aria-hidden="true" />
            </ToolButton>
          ) : null}
        </div>
        {linkOpen ? (
          <div className="flex flex-col gap-2 border-b p-2 sm:flex-row sm:items-start">
            <div className="flex-1">
              <Input
                ref={linkInput}
                type="url"
                value={linkUrl}
                placeholder="https://"
                aria-label={t('editor.linkUrl')}
                aria-invalid={linkError || undefined}
                onChange={(e) => setLinkUrl(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    applyLink();
                  }
                  if (e.key === 'Escape') {
                    e.preventDefault();
                    setLinkOpen(false);
                    editor?.commands.focus();
                  }
                }}
              />
              {linkError ? <p className="mt-1 text-xs text-danger">{t('editor.linkInvalid')}</p> : null}
            </div>
            <div className="flex gap-2">
              <Button type="button" size="sm" className="h-10" onClick={applyLink}>
                {t('editor.linkApply')}
              </Button>
              <Button type="button" size="sm" variant="ghost" className="h-10" onClick={() => setLinkOpen(false)}>
                {t('editor.linkCancel')}
              </Button>
            </div>
          </div>
        ) : null}
        <EditorContent editor={editor} />
      </div>
      <p id={hintId} className={cn('text-xs', error ? 'text-danger' : 'text-muted-foreground')}>
        {error ?? hint}
      </p>
    </div>
  );
}
