import BoldOutlined from '@ant-design/icons/BoldOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import ItalicOutlined from '@ant-design/icons/ItalicOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import OrderedListOutlined from '@ant-design/icons/OrderedListOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Flex, Modal, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { RichText } from '@/ui/RichText';
import { pratinjauRichText, uploadKontenBerkas } from './api';
import './rich-text-input.css';

interface RichTextInputProps {
  id?: string;
  value?: string | null;
  onChange?: (html: string) => void;
  /** Where pictures are uploaded and previews sanitised: the content editors' calls unless a feature has its own. */
  upload?: (file: File) => Promise<{ url: string }>;
  pratinjau?: (html: string) => Promise<string>;
  /** The editing area's accessible name (a label's `for` does not name a content-editable element). */
  'aria-label'?: string;
}

function Tool(props: { title: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={props.title}>
      <Button
        size="small"
        type={props.active ? 'primary' : 'text'}
        aria-label={props.title}
        aria-pressed={props.active}
        onClick={props.onClick}
      >
        {props.children}
      </Button>
    </Tooltip>
  );
}

/**
 * The rich-text editor of a master form (TipTap): headings, emphasis, lists, links and images uploaded to the
 * content store. Loaded only when a form with such a field opens, so guests never download it. What it sends is
 * sanitised again by the server; "Pratinjau" shows the text as the server will store it.
 */
export default function RichTextInput({
  id,
  value,
  onChange,
  upload = uploadKontenBerkas,
  pratinjau = pratinjauRichText,
  'aria-label': ariaLabel = 'Isi teks',
}: RichTextInputProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Image],
    content: value ?? '',
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
    editorProps: {
      attributes: {
        class: 'rich-text rte-content',
        id: id ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': ariaLabel,
      },
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });

  // A value set from outside (the form's reset) replaces the content; typing does not come back here.
  useEffect(() => {
    if (editor && (value ?? '') !== (editor.isEmpty ? '' : editor.getHTML())) {
      editor.commands.setContent(value ?? '', { emitUpdate: false });
    }
  }, [editor, value]);

  const chain = () => editor.chain().focus();
  const setLink = () => {
    const url = window.prompt('Alamat tautan (https://…)', editor.getAttributes('link').href ?? '');
    if (url === null) return;
    if (url === '') chain().unsetLink().run();
    else chain().setLink({ href: url, target: '_blank' }).run();
  };
  const insertImage = async (file: File | undefined) => {
    if (!file) return;
    const stored = await upload(file);
    chain().setImage({ src: stored.url, alt: file.name }).run();
  };

  return (
    <div className="rte">
      <Flex wrap gap={2} className="rte-toolbar">
        <Tool
          title="H2 (judul bagian)"
          active={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          H2
        </Tool>
        <Tool
          title="H3 (subjudul)"
          active={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          H3
        </Tool>
        <Tool title="Tebal" active={state.bold} onClick={() => chain().toggleBold().run()}>
          <BoldOutlined />
        </Tool>
        <Tool title="Miring" active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <ItalicOutlined />
        </Tool>
        <Tool title="Daftar berpoin" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
          <UnorderedListOutlined />
        </Tool>
        <Tool
          title="Daftar bernomor"
          active={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <OrderedListOutlined />
        </Tool>
        <Tool title="Tautan" active={state.link} onClick={setLink}>
          <LinkOutlined />
        </Tool>
        <Tool title="Sisipkan gambar" onClick={() => fileInput.current?.click()}>
          <PictureOutlined />
        </Tool>
        <span style={{ flex: 1 }} />
        <Button
          size="small"
          icon={<EyeOutlined />}
          onClick={async () => setPreview(await pratinjau(editor.getHTML()))}
        >
          Pratinjau
        </Button>
      </Flex>
      <EditorContent editor={editor} />
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        style={{ display: 'none' }}
        aria-label="Berkas gambar"
        onChange={(e) => {
          void insertImage(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Modal
        open={preview !== null}
        title="Pratinjau"
        footer={null}
        width={760}
        onCancel={() => setPreview(null)}
      >
        <RichText html={preview ?? ''} />
      </Modal>
    </div>
  );
}
