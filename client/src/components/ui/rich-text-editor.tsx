import '@mantine/tiptap/styles.layer.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';

export type RichTextFieldProps = {
  id: string;
  label: string;
  value: string | null;
  error?: string;
  required?: boolean;
  /** Link schemes the editor accepts (the server refuses others). Default: https and mailto. */
  linkProtocols?: readonly string[];
  /** Paste as plain text: formatting from other pages never comes along. */
  plainTextPaste?: boolean;
  onChange: (html: string | null) => void;
  onBlur?: () => void;
};

/** Pasted text as paragraphs of escaped text (blank lines separate paragraphs, line breaks kept). */
export function plainTextToHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${escape(para).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * The one rich text editor (tree memos and notes, glossary definitions): Tiptap offering only what
 * the server's sanitiser keeps (paragraphs, line breaks, bold, italic, lists, links), so what the
 * editor sees is what the page shows. The server sanitises again on save.
 */
export function RichTextField({
  id,
  label,
  value,
  error,
  required,
  linkProtocols = ['https', 'mailto'],
  plainTextPaste = false,
  onChange,
  onBlur,
}: RichTextFieldProps) {
  const editorRef = useRef<Editor | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        blockquote: false,
        strike: false,
        horizontalRule: false,
        underline: false,
        link: false,
      }),
      Link.configure({ protocols: [...linkProtocols], defaultProtocol: 'https' }),
    ],
    content: value ?? '',
    editorProps: {
      attributes: { id, 'aria-label': label, ...(error ? { 'aria-invalid': 'true' } : {}) },
      handlePaste: plainTextPaste
        ? (_view, event) => {
            const text = event.clipboardData?.getData('text/plain') ?? '';
            if (!text) return false;
            editorRef.current?.commands.insertContent(plainTextToHtml(text));
            return true;
          }
        : undefined,
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? null : current.getHTML()),
    onBlur: () => onBlur?.(),
  });
  useEffect(() => {
    editorRef.current = editor;
  }, [editor]);

  // A value set from outside (the server's stored form, another editor's change) replaces the text.
  useEffect(() => {
    if (!editor) return;
    const html = editor.isEmpty ? null : editor.getHTML();
    if ((value ?? null) !== html && !editor.isFocused) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} labelProps={{ htmlFor: id }} error={error} required={required}>
      <RichTextEditor editor={editor} data-testid={`rich-${id}`}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
