// i18n-english: the staff's editor (docs/decisions/030).
// shared-ui/rich-text-editor: a form's rich text (a blog post, an event's or a promotion's text), written as visitors
// will read it: headings, bold and italic, lists, links, quotes and, where the form allows them, pictures uploaded
// through shared-api. Its own entry on TipTap (ProseMirror), not shared: the staff page whose form writes rich text
// bundles it in its own chunk, so no first view pays for it. Like image-field, it takes shared-ui, shared-ui/forms
// and shared-api by name, never a file of this package by path.
// The HTML it writes keeps to the site's one allowlist (shared-api/rich-text), which the server enforces again.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { storageUrl, uploadImage } from 'shared-api';
import { IMAGE_ACCEPT, pictureProblem } from 'shared-api/uploads';
import { Box, Button, chakra, Flex, HStack, notifyFailure, Spinner, Stack, Text } from 'shared-ui';
import { useField, useFormikContext } from 'shared-ui/forms';

export interface RichTextFieldProps {
  /** The formik field: the HTML. */
  name: string;
  label: string;
  required?: boolean;
  /** A sentence under the field. */
  hint?: string;
  /**
   * Pictures uploaded into the text (the default). Without them the editor has no Picture button and keeps no picture
   * pasted in: for text whose record does not keep the uploads in it.
   */
  pictures?: boolean;
}

/** The editor's HTML as the form keeps it: an editor with nothing written in it is empty. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

const safeLink = (href: string) => {
  const value = href.trim();
  if (!value) return '';
  if (/^(https?:|mailto:)/i.test(value)) return value;
  return /^[\w.-]+\.[a-z]{2,}(\/|$)/i.test(value) ? `https://${value}` : '';
};

interface Tool {
  label: string;
  /** what the button shows; the label is what it says, and holds any words the button shows (WCAG 2.5.3) */
  face: ReactNode;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const TOOLS: Tool[] = [
  { label: 'Heading', face: 'Heading', active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: 'Subheading', face: 'Subheading', active: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { label: 'Bold', face: <b>B</b>, active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic', face: <i>I</i>, active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'Bulleted list', face: 'Bulleted list', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: 'Numbered list', face: 'Numbered list', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { label: 'Quote', face: '“ ”', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

/** Arrow keys, Home and End move between a toolbar's buttons; Tab leaves it (the WAI-ARIA toolbar pattern). */
function moveInToolbar(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])'));
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : (at + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
  event.preventDefault();
  buttons.forEach((b, i) => (b.tabIndex = i === next ? 0 : -1));
  buttons[next]?.focus();
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone(): void }) {
  const [href, setHref] = useState<string>(() => editor.getAttributes('link').href ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const apply = () => {
    const link = safeLink(href);
    if (href.trim() && !link) return setProblem('Please enter a web address such as https://example.com');
    const chain = editor.chain().focus().extendMarkRange('link');
    if (link) chain.setLink({ href: link }).run();
    else chain.unsetLink().run();
    onDone();
  };
  return (
    <Stack gap="1" p="2" borderBottomWidth="1px" bg="bg.muted">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        Link address
      </chakra.label>
      <Flex gap="2" wrap="wrap">
        <chakra.input
          id={id}
          type="url"
          flex="1"
          minW="40"
          h="8"
          px="2"
          fontSize="sm"
          bg="bg"
          borderWidth="1px"
          borderRadius="l2"
          value={href}
          autoFocus
          placeholder="https://"
          aria-invalid={Boolean(problem)}
          onChange={(e) => setHref(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
            if (e.key === 'Escape') {
              e.preventDefault();
              editor.commands.focus();
              onDone();
            }
          }}
        />
        <Button size="sm" onClick={apply}>
          {href.trim() ? 'Apply link' : 'Remove link'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => (editor.commands.focus(), onDone())}>
          Cancel
        </Button>
      </Flex>
      {problem && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A rich text field of a formik form. The toolbar is one tab stop (arrows move in it); the text area is labelled by
 * the field's label and reports its error. Ctrl+B, Ctrl+I and the editor's other shortcuts work as in any editor.
 */
export function RichTextField({ name, label, required = false, hint, pictures = true }: RichTextFieldProps) {
  const labelId = useId();
  const hintId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const [linking, setLinking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? ((meta.touched || submitCount > 0) && meta.error ? meta.error : null);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto'] },
      }),
      ...(pictures ? [Image.configure({ inline: false })] : []),
    ],
    content: field.value || '',
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': hintId,
        'data-field': name,
        class: 'rich-text-area',
      },
    },
    onUpdate: ({ editor: e }) => void helpers.setValue(htmlOf(e)),
    onBlur: () => void helpers.setTouched(true),
  });
  // The buttons show what the cursor is in (aria-pressed), redrawn only when that changes.
  const active = useEditorState({ editor, selector: ({ editor: e }) => (e ? TOOLS.map((tool) => tool.active(e)).concat(e.isActive('link')) : []) });

  const choosePicture = async (file: File | undefined) => {
    if (!file || !editor) return;
    const found = pictureProblem(file);
    setProblem(found);
    if (found) return;
    setUploading(true);
    try {
      const key = (await uploadImage(file)).data;
      editor.chain().focus().setImage({ src: storageUrl(key), alt: '' }).run();
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      setUploading(false);
    }
  };

  const button = (key: string, text: string, face: ReactNode, pressed: boolean | undefined, onClick: () => void, first = false) => (
    <Button key={key} size="xs" variant={pressed ? 'solid' : 'ghost'} aria-label={text} title={text} aria-pressed={pressed} tabIndex={first ? 0 : -1} minW="9" onClick={onClick} disabled={!editor}>
      {face}
    </Button>
  );

  return (
    <Stack gap="1.5" minW="0">
      <Text id={labelId} fontWeight="medium" fontSize="sm" onClick={() => editor?.commands.focus()}>
        {label}
        {required && (
          <chakra.span color="fg.error" aria-hidden="true">
            {' '}
            *
          </chakra.span>
        )}
      </Text>
      <Box borderWidth="1px" borderRadius="l2" borderColor={error ? 'border.error' : 'border'} _focusWithin={{ borderColor: 'brand.solid', outline: '1px solid', outlineColor: 'brand.solid' }} bg="bg" minW="0">
        <HStack role="toolbar" aria-label={`${label}: formatting`} gap="0.5" p="1" wrap="wrap" borderBottomWidth="1px" onKeyDown={moveInToolbar}>
          {editor && TOOLS.map((tool, i) => button(tool.label, tool.label, tool.face, active?.[i] ?? false, () => tool.run(editor), i === 0))}
          {editor && button('link', 'Link', 'Link', active?.[TOOLS.length] ?? false, () => setLinking((open) => !open))}
          {editor && pictures && button('image', 'Insert a picture', uploading ? <Spinner size="xs" aria-label="Uploading" /> : 'Picture', undefined, () => fileRef.current?.click())}
        </HStack>
        {pictures && <chakra.input ref={fileRef} type="file" accept={IMAGE_ACCEPT} hidden tabIndex={-1} aria-hidden="true" onChange={(e) => void choosePicture(e.target.files?.[0]).then(() => (e.target.value = ''))} />}
        {linking && editor && <LinkForm editor={editor} onDone={() => setLinking(false)} />}
        <Box
          px="3"
          py="2"
          css={{
            '& .rich-text-area': { minHeight: '14rem', outline: 'none', overflowWrap: 'anywhere' },
            '& .rich-text-area > * + *': { marginTop: '0.75em' },
            '& h2': { fontSize: 'xl', fontWeight: 'bold' },
            '& h3': { fontSize: 'lg', fontWeight: 'semibold' },
            '& ul': { listStyleType: 'disc', paddingInlineStart: '1.5em' },
            '& ol': { listStyleType: 'decimal', paddingInlineStart: '1.5em' },
            '& blockquote': { borderInlineStartWidth: '3px', borderColor: 'border.emphasized', paddingInlineStart: '1em', color: 'fg.muted' },
            '& a': { color: 'brand.fg', textDecoration: 'underline' },
            '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'l2' },
            '& img.ProseMirror-selectednode': { outline: '3px solid', outlineColor: 'brand.solid' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error ? (
        <Text role="alert" id={hintId} color="fg.error" fontSize="sm">
          {error}
        </Text>
      ) : (
        <Text id={hintId} color="fg.muted" fontSize="xs">
          {hint ?? (pictures ? 'Pictures: JPG or PNG. Links to other sites open in a new tab.' : 'Links to other sites open in a new tab.')}
        </Text>
      )}
    </Stack>
  );
}
