import { useRef } from 'react';
import type { ApiResult } from 'shared-api';
import type { BlogInput, StaffBlog } from 'shared-api/blogs-admin';
import { BLOG_EXCERPT_MAX, blogSchema } from 'shared-api/validation/blogs';
import { Button, Card, Flex, Heading, Stack, submitCall, Text } from 'shared-ui';
import { ErrorSummary } from 'shared-ui/error-summary';
import { Form, Formik, TextareaField, TextField, useFormikContext } from 'shared-ui/forms';
import { ImageField } from 'shared-ui/image-field';
import { RichTextField } from 'shared-ui/rich-text-editor';

/** The form's values: the post as saved, and the time a schedule is for (a `datetime-local` value, Karachi time). */
export type BlogFormValues = Omit<BlogInput, 'featured_image'> & { featured_image: string | null; publish_at: string };

/** What the form does once the post is saved. */
export type BlogIntent = 'save' | 'publish' | 'schedule';

// Posts are published in Pakistan: the form's times are Karachi time (UTC+5 all year, no daylight saving), whatever
// the clock of the computer staff use.
const KARACHI_OFFSET_MS = 5 * 3_600_000;
/** An instant as the value of a `datetime-local` input, in Karachi time. */
export const toLocalInput = (iso: string) => new Date(new Date(iso).getTime() + KARACHI_OFFSET_MS).toISOString().slice(0, 16);
/** A `datetime-local` value read as Karachi time, as an instant. */
export const fromLocalInput = (local: string) => new Date(`${local.slice(0, 16)}:00+05:00`).toISOString();

export const blankBlog: BlogFormValues = { title: '', excerpt: '', content: '', featured_image: null, author: '', publish_at: '' };

export const valuesOf = (blog: StaffBlog): BlogFormValues => ({
  title: blog.title,
  excerpt: blog.excerpt,
  content: blog.content,
  featured_image: blog.featured_image,
  author: blog.author.email,
  publish_at: blog.status === 'scheduled' && blog.publish_at ? toLocalInput(blog.publish_at) : '',
});

const toInput = ({ publish_at: _at, ...values }: BlogFormValues): BlogInput => blogSchema.cast({ ...values, featured_image: values.featured_image ?? '' });

function Actions({ intent, published }: { intent: { current: BlogIntent }; published: boolean }) {
  const { isSubmitting, submitForm } = useFormikContext<BlogFormValues>();
  const act = (next: BlogIntent) => () => {
    intent.current = next;
    void submitForm();
  };
  const busy = (which: BlogIntent) => isSubmitting && intent.current === which;
  return (
    <Stack as="fieldset" gap="3" borderTopWidth="1px" pt="5" minW="0">
      <Heading as="legend" size="md" mb="1">
        {published ? 'Save' : 'Save or publish'}
      </Heading>
      <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
        <Button type="submit" colorPalette="brand" variant={published ? 'solid' : 'outline'} loading={busy('save')} disabled={isSubmitting} onClick={() => (intent.current = 'save')}>
          {published ? 'Save changes' : 'Save draft'}
        </Button>
        {!published && (
          <Button colorPalette="brand" loading={busy('publish')} disabled={isSubmitting} onClick={act('publish')}>
            Publish now
          </Button>
        )}
      </Flex>
      {!published && (
        <Flex gap="3" wrap="wrap" align="end" direction={{ base: 'column', sm: 'row' }}>
          <TextField name="publish_at" label="Publish at (Karachi time)" type="datetime-local" helper="Visitors see the post from this time on." />
          <Button variant="outline" colorPalette="brand" loading={busy('schedule')} disabled={isSubmitting} onClick={act('schedule')} mb={{ sm: '7' }}>
            Schedule
          </Button>
        </Flex>
      )}
    </Stack>
  );
}

/**
 * The post's editor. `onSave` saves the form (a mutation hook's `mutateAsync`, ./api.ts), `onPublish` publishes the
 * saved post now (null) or at a time; `onDone` is what the page does next with the post the server answered.
 */
export function BlogForm({
  initialValues,
  published = false,
  authorName,
  onSave,
  onPublish,
  onDone,
}: {
  initialValues: BlogFormValues;
  /** the post is published or scheduled: the form saves it, and the page offers Unpublish */
  published?: boolean;
  authorName?: string;
  onSave(input: BlogInput): Promise<ApiResult<StaffBlog>>;
  onPublish(id: number, at: string | null): Promise<ApiResult<StaffBlog>>;
  onDone?(blog: StaffBlog, intent: BlogIntent): void;
}) {
  const intent = useRef<BlogIntent>('save');
  const save = async (values: BlogFormValues) => {
    const saved = await onSave(toInput(values));
    if (intent.current === 'save') return saved;
    return onPublish(saved.data.id, intent.current === 'schedule' ? fromLocalInput(values.publish_at) : null);
  };
  return (
    <Card.Root>
      <Card.Body>
        <Formik
          initialValues={initialValues}
          validationSchema={blogSchema}
          validate={(values: BlogFormValues) => (intent.current === 'schedule' && !values.publish_at ? { publish_at: 'Please choose when to publish it' } : {})}
          onSubmit={submitCall(save, {
            onSuccess: ({ data }) => {
              const done = intent.current;
              intent.current = 'save';
              onDone?.(data, done);
            },
          })}
        >
          <Form noValidate aria-label="Blog post">
            <Stack gap="4">
              <ErrorSummary />
              <TextField name="title" label="Title" required />
              <TextareaField name="excerpt" label="Excerpt" rows={2} maxLength={BLOG_EXCERPT_MAX} helper="Shown on the blog's cards. Empty: the start of the post." />
              <ImageField name="featured_image" label="Featured image" required />
              <TextField name="author" label="Author" helper={`A MEMBER ID or e-mail address. Empty: you.${authorName ? ` Now: ${authorName}.` : ''}`} />
              <RichTextField name="content" label="Post" required />
              <Text fontSize="sm" color="fg.muted">
                The post is saved as written; anything that could run in a visitor&apos;s browser is removed.
              </Text>
              <Actions intent={intent} published={published} />
            </Stack>
          </Form>
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
