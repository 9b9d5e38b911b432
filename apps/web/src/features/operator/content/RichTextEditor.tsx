import { notices } from '@powerplay/contracts';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/** What the server's sanitizer keeps for links (platform/rich-text.ts): https, mailto, tel, or this site. */
const ALLOWED_LINK = /^(https:\/\/|mailto:|tel:|\/(?!\/))/i;

/**
 * Only what the server's allowlist keeps (h2–h4, paragraphs, lists, bold, italic, links, quotes, line
 * breaks): the editor cannot produce what the public page would lose. Links carry only `href`.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // No empty paragraph added after a list or heading: the text is saved as the operator wrote it.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: false,
      protocols: ['mailto', 'tel'],
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => ALLOWED_LINK.test(url),
    },
  }),
];

interface RichTextEditorProps {
  /** The id of the visible label that names the editor. */
  labelId: string;
  value: string;
  onChange: (html: string) => void;
}

/**
 * A rich-text field (Tiptap, in its own lazy chunk): a toolbar of toggle buttons (Tab reaches each,
 * Space or Enter presses it; Ctrl+B / Ctrl+I and Markdown shortcuts work in the text) over the text.
 */
export default function RichTextEditor({ labelId, value, onChange }: RichTextEditorProps) {
  // The last HTML this editor holds (given or typed): only a different value from outside resets it.
  const held = useRef(value);
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'rich-text-input prose',
      },
    },
    onUpdate: ({ editor: e }) => {
      held.current = e.getHTML();
      onChange(held.current);
    },
  });

  // A value from outside (the form reset to another version) replaces the text; typing does not loop back.
  useEffect(() => {
    if (editor.isDestroyed || value === held.current) return;
    held.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="rich-text-editor">
      <Toolbar editor={editor} labelId={labelId} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, labelId }: { editor: Editor; labelId: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const [linking, setLinking] = useState(false);
  const chain = () => editor.chain().focus();
  // Their visible text is their name (voice control users say what they see).
  const buttons = [
    { label: 'Bold', on: state.bold, run: () => chain().toggleBold().run() },
    { label: 'Italic', on: state.italic, run: () => chain().toggleItalic().run() },
    { label: 'Heading', on: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: 'Subheading', on: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: 'Bulleted list', on: state.bullets, run: () => chain().toggleBulletList().run() },
    { label: 'Numbered list', on: state.numbers, run: () => chain().toggleOrderedList().run() },
  ];
  return (
    <>
      <div className="rich-text-toolbar" role="toolbar" aria-labelledby={labelId}>
        {buttons.map((b) => (
          <button
            key={b.label}
            type="button"
            className="button button-secondary button-small"
            aria-pressed={b.on}
            onClick={b.run}
          >
            {b.label}
          </button>
        ))}
        <button
          type="button"
          className="button button-secondary button-small"
          aria-pressed={state.link}
          aria-expanded={linking}
          onClick={() => setLinking((open) => !open)}
        >
          Link
        </button>
      </div>
      {linking ? (
        <LinkForm
          href={state.href}
          onApply={(href) => {
            setLinking(false);
            if (href) chain().extendMarkRange('link').setLink({ href }).run();
            else chain().extendMarkRange('link').unsetLink().run();
          }}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
        />
      ) : null}
    </>
  );
}

/** The link's address: applied to the selected text (empty: the link is removed). */
function LinkForm({
  href,
  onApply,
  onCancel,
}: {
  href: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(href);
  const [invalid, setInvalid] = useState(false);
  function apply() {
    const url = value.trim();
    if (url && !ALLOWED_LINK.test(url)) return setInvalid(true);
    onApply(url);
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter applies the link, never submits the page's form; Escape closes.
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }
  return (
    <div className="rich-text-link">
      <label htmlFor={id}>Link address</label>
      <input
        id={id}
        type="text"
        inputMode="url"
        value={value}
        autoFocus
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => {
          setValue(e.target.value);
          setInvalid(false);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="button button-primary button-small" onClick={apply}>
        {value.trim() ? 'Apply link' : 'Remove link'}
      </button>
      <button type="button" className="button button-secondary button-small" onClick={onCancel}>
        Cancel
      </button>
      {invalid ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {notices.CONTENT_LINK_INVALID.message}
        </p>
      ) : null}
    </div>
  );
}
