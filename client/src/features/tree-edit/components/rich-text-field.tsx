import '@mantine/tiptap/styles.layer.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

type RichTextFieldProps = {
  id: string;
  label: string;
  value: string | null;
  error?: string;
  onChange: (html: string | null) => void;
};

/**
 * Memo, ethnobotanical info, invasive text and schoolyard notes: a Tiptap editor offering only what
 * the server's sanitiser keeps (paragraphs, line breaks, bold, italic, lists, https/mailto links),
 * so what the editor sees is what the detail page shows. The server sanitises again on save.
 */
export function RichTextField({ id, label, value, error, onChange }: RichTextFieldProps) {
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
      Link.configure({ protocols: ['https', 'mailto'], defaultProtocol: 'https' }),
    ],
    content: value ?? '',
    editorProps: { attributes: { id, 'aria-label': label } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? null : current.getHTML()),
  });

  // A value set from outside (the server's stored form, another editor's change) replaces the text.
  useEffect(() => {
    if (!editor) return;
    const html = editor.isEmpty ? null : editor.getHTML();
    if ((value ?? null) !== html && !editor.isFocused) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} labelProps={{ htmlFor: id }} error={error}>
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
