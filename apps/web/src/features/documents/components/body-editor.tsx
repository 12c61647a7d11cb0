// The rich-text body: Mantine's editor on TipTap (ProseMirror) with the marks and blocks the PDF prints
// (bold, italic, underline, strike, lists, quote, headings); links are off (the server drops them).
import '@mantine/tiptap/styles.css';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

interface Props {
  value: string;
  onChange: (html: string) => void;
  editable: boolean;
}

export function BodyEditor({ value, onChange, editable }: Props) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, code: false, codeBlock: false, horizontalRule: false })],
    content: value,
    editable,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  useEffect(() => {
    editor?.setEditable(editable);
  }, [editor, editable]);
  // A reload from the server (after a save elsewhere) replaces the text when it differs.
  useEffect(() => {
    if (editor && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <RichTextEditor editor={editor} aria-label="Texto do documento">
      {editable && (
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H3 />
            <RichTextEditor.Blockquote />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
      )}
      <RichTextEditor.Content mih={220} />
    </RichTextEditor>
  );
}
