import type { FormEvent } from 'react'
import { useNavigate, useParams } from 'react-router'
import { Spinner } from '../../components/Spinner'
import { useEditPostMutation, useGetPostQuery } from '../api/apiSlice'

interface EditPostFormElements extends HTMLFormControlsCollection {
  postTitle: HTMLInputElement
  postContent: HTMLTextAreaElement
}

export function EditPostForm() {
  const { postId = '' } = useParams()
  const navigate = useNavigate()
  const { data: post, isError } = useGetPostQuery(postId)
  const [editPost, { isLoading: isSaving }] = useEditPostMutation()

  if (isError) {
    return (
      <section>
        <h2>Post not found!</h2>
      </section>
    )
  }
  if (!post) {
    return <Spinner text="Loading post…" />
  }

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const elements = event.currentTarget.elements as EditPostFormElements
    const title = elements.postTitle.value
    const content = elements.postContent.value
    if (!title || !content) return
    await editPost({ id: post.id, title, content }).unwrap()
    navigate(`/posts/${post.id}`)
  }

  return (
    <section aria-labelledby="edit-post-heading">
      <h2 id="edit-post-heading">Edit post</h2>
      <form onSubmit={handleSubmit}>
        <label htmlFor="postTitle">Post title</label>
        <input type="text" id="postTitle" name="postTitle" defaultValue={post.title} required />
        <label htmlFor="postContent">Content</label>
        <textarea id="postContent" name="postContent" rows={4} defaultValue={post.content} required />
        <button type="submit" className="button" disabled={isSaving}>
          {isSaving ? 'Saving…' : 'Save changes'}
        </button>
      </form>
    </section>
  )
}
