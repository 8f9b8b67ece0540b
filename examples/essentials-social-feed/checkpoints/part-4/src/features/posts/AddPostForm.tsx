import type { FormEvent } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { selectCurrentUsername } from '../auth/authSlice'
import { postAdded } from './postsSlice'

interface AddPostFormElements extends HTMLFormControlsCollection {
  postTitle: HTMLInputElement
  postContent: HTMLTextAreaElement
}

export function AddPostForm() {
  const dispatch = useAppDispatch()
  const userId = useAppSelector(selectCurrentUsername)!

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const elements = form.elements as AddPostFormElements
    // The prepare callback fills in id, date and reactions.
    dispatch(postAdded(elements.postTitle.value, elements.postContent.value, userId))
    form.reset()
  }

  return (
    <section className="add-post" aria-labelledby="add-post-heading">
      <h2 id="add-post-heading">Add a new post</h2>
      <form onSubmit={handleSubmit}>
        <label htmlFor="postTitle">Post title</label>
        <input type="text" id="postTitle" name="postTitle" required />
        <label htmlFor="postContent">Content</label>
        <textarea id="postContent" name="postContent" rows={3} required />
        <button type="submit" className="button">
          Save post
        </button>
      </form>
    </section>
  )
}
