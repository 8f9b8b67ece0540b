import type { FormEvent } from 'react'
import { useNavigate, useParams } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { postUpdated, selectPostById } from './postsSlice'

interface EditPostFormElements extends HTMLFormControlsCollection {
  postTitle: HTMLInputElement
  postContent: HTMLTextAreaElement
}

export function EditPostForm() {
  const { postId = '' } = useParams()
  const post = useAppSelector((state) => selectPostById(state, postId))
  const dispatch = useAppDispatch()
  const navigate = useNavigate()

  if (!post) {
    return (
      <section>
        <h2>Post not found!</h2>
      </section>
    )
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const elements = event.currentTarget.elements as EditPostFormElements
    dispatch(postUpdated({ id: post.id, title: elements.postTitle.value, content: elements.postContent.value }))
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
        <button type="submit" className="button">
          Save changes
        </button>
      </form>
    </section>
  )
}
