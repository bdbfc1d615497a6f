// PDFs of a staff form (a press release's files, a publication's report): checked in the browser first (type and
// size), uploaded at once through storage (the server checks the bytes again), kept as the upload's key.
import { useId, useState, type ChangeEvent } from 'react';
import { formatFileSize, storageUrl } from 'shared-api';
import { uploadPdf } from 'shared-api/content-admin';
import { PDF_MAX_BYTES } from 'shared-api/validation/content-admin';
import { Box, Button, chakra, Flex, Heading, Link, notifyFailure, Spinner, Stack, Text } from 'shared-ui';
import { formErrorMark } from 'shared-ui/error-summary';
import { TextField, useField, useFormikContext } from 'shared-ui/forms';

const MB = 1024 * 1024;
const PDF_HINT = `PDF, up to ${PDF_MAX_BYTES / MB} MB.`;

/** The browser's own check of a chosen file: the message, or null when it may be sent. */
export const pdfProblem = (file: File) =>
  file.type !== 'application/pdf' && !(file.type === '' && /\.pdf$/i.test(file.name))
    ? 'Please choose a PDF file.'
    : file.size > PDF_MAX_BYTES
      ? `The PDF must be smaller than ${PDF_MAX_BYTES / MB} MB.`
      : null;

/** A PDF input's state: `choose` checks and uploads the chosen file, then hands its key and the file to `done`. */
function usePdfUpload(done: (key: string, file: File) => unknown) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = pdfProblem(file);
    setProblem(found);
    if (found) return;
    setUploading(true);
    try {
      await done((await uploadPdf(file)).data, file);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setUploading(false);
    }
  };
  return { uploading, problem, choose };
}

const fileInput = { type: 'file', accept: 'application/pdf,.pdf', fontSize: 'sm', maxW: 'full' } as const;

function FileLink({ file, bytes, label }: { file: string; bytes?: number; label: string }) {
  return (
    <Text fontSize="sm">
      <Link href={storageUrl(file)} target="_blank" rel="noopener noreferrer" color="brand.fg">
        {label}
      </Link>
      {bytes !== undefined && ` (PDF, ${formatFileSize(bytes)})`}
    </Text>
  );
}

/** One PDF (a publication's report): the formik value is its key, or null. `bytes` is the saved file's size. */
export function PdfField({ name, label, required = false, bytes, hint }: { name: string; label: string; required?: boolean; bytes?: number; hint?: string }) {
  const inputId = useId();
  const [field, meta, helpers] = useField<string | null>(name);
  const { submitCount } = useFormikContext();
  const [chosen, setChosen] = useState<{ key: string; size: number } | null>(null);
  const { uploading, problem, choose } = usePdfUpload(async (key, file) => {
    setChosen({ key, size: file.size });
    await helpers.setValue(key);
  });
  const error = problem ?? ((meta.touched || submitCount > 0) && meta.error ? meta.error : null);
  const size = chosen?.key === field.value ? chosen.size : bytes;
  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={inputId} fontWeight="medium" fontSize="sm">
        {label}
        {required && <chakra.span color="fg.error" aria-hidden="true"> *</chakra.span>}
      </chakra.label>
      {field.value ? <FileLink file={field.value} bytes={size} label="Open the PDF" /> : <Text fontSize="sm" color="fg.muted">No PDF yet.</Text>}
      <Flex gap="2" align="center">
        <chakra.input id={inputId} data-field={name} {...fileInput} onChange={(e) => void choose(e)} disabled={uploading} aria-invalid={Boolean(error)} />
        {uploading && <Spinner size="sm" aria-label="Uploading the PDF" />}
      </Flex>
      {error ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      ) : (
        <Text color="fg.muted" fontSize="sm">
          {PDF_HINT}
          {hint && ` ${hint}`}
        </Text>
      )}
    </Stack>
  );
}

export interface PdfEntry {
  name: string;
  file: string;
  bytes?: number;
}

/** A list of named PDFs (a press release's downloads): add, rename, remove. */
export function PdfListField({ name, label, max }: { name: string; label: string; max: number }) {
  const inputId = useId();
  const [field, meta, helpers] = useField<PdfEntry[]>(name);
  const { submitCount } = useFormikContext();
  const files = field.value ?? [];
  const { uploading, problem, choose } = usePdfUpload((key, file) => helpers.setValue([...files, { name: file.name.replace(/\.pdf$/i, ''), file: key, bytes: file.size }]));
  // The list's own message (a server's "upload it again"), besides each entry's fields' messages.
  const listError = typeof meta.error === 'string' && (meta.touched || submitCount > 0) ? meta.error : null;
  return (
    <Stack as="fieldset" gap="3" minW="0">
      <Heading as="legend" size="sm" mb="2">
        {label}
      </Heading>
      {files.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No PDF yet: visitors see no downloads.
        </Text>
      )}
      {files.map((entry, i) => (
        <Box key={entry.file} role="group" aria-label={`PDF ${i + 1}`} borderWidth="1px" borderRadius="l2" p="3">
          <Stack gap="2">
            <TextField name={`${name}.${i}.name`} label="Name shown to visitors" required />
            <Flex gap="3" align="center" justify="space-between" wrap="wrap">
              <FileLink file={entry.file} bytes={entry.bytes} label="Open the PDF" />
              <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${entry.name || `PDF ${i + 1}`}`} onClick={() => void helpers.setValue(files.filter((_, j) => j !== i))}>
                Remove
              </Button>
            </Flex>
          </Stack>
        </Box>
      ))}
      {listError && (
        <Text role="alert" color="fg.error" fontSize="sm" {...formErrorMark(name)}>
          {listError}
        </Text>
      )}
      {files.length < max && (
        <Stack gap="1">
          <chakra.label htmlFor={inputId} fontWeight="medium" fontSize="sm">
            Add a PDF
          </chakra.label>
          <Flex gap="2" align="center">
            <chakra.input id={inputId} {...fileInput} onChange={(e) => void choose(e)} disabled={uploading} />
            {uploading && <Spinner size="sm" aria-label="Uploading the PDF" />}
          </Flex>
          {problem ? (
            <Text role="alert" color="fg.error" fontSize="sm">
              {problem}
            </Text>
          ) : (
            <Text color="fg.muted" fontSize="sm">
              {PDF_HINT}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
