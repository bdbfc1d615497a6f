import type { ApiResult } from 'shared-api';
import type { PublishOnSave } from 'shared-api/validation/publishing';
import { Card, Stack, Text } from 'shared-ui';
import { ErrorSummary } from 'shared-ui/error-summary';
import { Form, Formik, TextareaField, TextField } from 'shared-ui/forms';
import { ImageField } from 'shared-ui/image-field';
import { RichTextField } from 'shared-ui/rich-text-editor';
import { scheduledInput } from '../../../staff-content/karachi-time';
import { PublishActions, usePublishFlow, type PublishIntent } from '../../../staff-content/PublishControls';
import type { StaffBlog } from '../../shapes';
import { BLOG_EXCERPT_MAX, blogSchema, type BlogInput } from '../../staff-validation';

/** The form's values: the post as saved, and the time a schedule is for (a `datetime-local` value, Karachi time). */
export type BlogFormValues = Omit<BlogInput, 'featured_image'> & { featured_image: string | null; publish_at: string };

export const blankBlog: BlogFormValues = { title: '', excerpt: '', content: '', featured_image: null, author: '', publish_at: '' };

export const valuesOf = (blog: StaffBlog): BlogFormValues => ({
  title: blog.title,
  excerpt: blog.excerpt,
  content: blog.content,
  featured_image: blog.featured_image,
  author: blog.author.email,
  publish_at: scheduledInput(blog),
});

const toInput = ({ publish_at: _at, ...values }: BlogFormValues): BlogInput => blogSchema.cast({ ...values, featured_image: values.featured_image ?? '' });

/**
 * The post's editor. `onSave` saves the form and, when `then` says so, publishes or schedules the post in the same
 * step (a mutation hook's `mutateAsync`, the feature's api.ts): a refused schedule saves nothing. `onDone` is what the page does
 * next with the post the server answered.
 */
export function BlogForm({
  initialValues,
  published = false,
  authorName,
  onSave,
  onDone,
}: {
  initialValues: BlogFormValues;
  /** the post is published or scheduled: the form saves it, and the page offers Unpublish */
  published?: boolean;
  authorName?: string;
  onSave(input: BlogInput, then?: PublishOnSave): Promise<ApiResult<StaffBlog>>;
  onDone?(blog: StaffBlog, intent: PublishIntent): void;
}) {
  const { intent, validate, onSubmit } = usePublishFlow<BlogFormValues, StaffBlog>({ save: (values, then) => onSave(toInput(values), then), done: onDone });
  return (
    <Card.Root>
      <Card.Body>
        <Formik
          initialValues={initialValues}
          validationSchema={blogSchema}
          validate={validate}
          onSubmit={onSubmit}
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
              <PublishActions intent={intent} published={published} scheduleHint="Visitors see the post from this time on." />
            </Stack>
          </Form>
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
