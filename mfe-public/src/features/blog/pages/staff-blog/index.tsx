import { defineQuery } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { BackLink, PageFrame, PageSection, Stack, useNavigate, useParams } from 'shared-ui';
import { blogAdminKeys, getStaffBlog, useCreateBlog, useUpdateBlog } from '../../api';
import { blankBlog, BlogForm, valuesOf } from './BlogForm';
import { Publishing } from './Publishing';

const BackToList = () => (
  <BackLink to="/staff/blogs" mb="4">
    All blog posts
  </BackLink>
);

/** Staff: a new blog post (/staff/blogs/new), or one to edit, preview, publish, schedule or unpublish. */
export default function StaffBlogPage() {
  const { blogId } = useParams();
  return blogId ? <EditBlog id={blogId} /> : <NewBlog />;
}

function NewBlog() {
  const navigate = useNavigate();
  const create = useCreateBlog();
  return (
    <PageSection title="New blog post" lead="Save it as a draft that only staff see, publish it now, or schedule it." width="3xl">
      <BackToList />
      {/* Once saved, the post is edited at its own address: the form never makes a second one. */}
      <BlogForm
        initialValues={blankBlog}
        onSave={(input, then) => create.mutateAsync({ input, then })}
        onDone={(blog) => navigate(`/staff/blogs/${blog.id}`, { replace: true })}
      />
    </PageSection>
  );
}

function EditBlog({ id }: { id: string }) {
  const query = useQuery(defineQuery(blogAdminKeys.one(id), () => getStaffBlog(id)));
  const update = useUpdateBlog(id);
  return (
    <PageSection title={query.data?.title ?? 'Blog post'} width="3xl">
      <BackToList />
      <PageFrame query={query} what="this blog post" notFound={{ title: 'This blog post does not exist', back: { to: '/staff/blogs', label: 'Back to the blog posts' } }}>
        {(blog) => (
          <Stack gap="6">
            <Publishing blog={blog} />
            <BlogForm
              key={`${blog.id}-${blog.status}`}
              initialValues={valuesOf(blog)}
              published={blog.status !== 'draft'}
              authorName={blog.author.name}
              onSave={(input, then) => update.mutateAsync({ input, then })}
            />
          </Stack>
        )}
      </PageFrame>
    </PageSection>
  );
}
