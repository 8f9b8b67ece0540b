import { useState, type FormEvent } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { selectCurrentUsername } from '../auth/authSlice'
import { addNewPost } from './postsSlice'

interface AddPostFormElements extends HTMLFormControlsCollection {
  postTitle: HTMLInputElement
  postContent: HTMLTextAreaElement
}

export function AddPostForm() {
  const dispatch = useAppDispatch()
  const userId = useAppSelector(selectCurrentUsername)!
  // Whether *this form* is saving is local UI state, not global state.
  const [status, setStatus] = useState<'idle' | 'pending' | 'failed'>('idle')

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const elements = form.elements as AddPostFormElements
    try {
      setStatus('pending')
      await dispatch(
        addNewPost({ title: elements.postTitle.value, content: elements.postContent.value, user: userId }),
      ).unwrap()
      form.reset()
      setStatus('idle')
    } catch (err) {
      console.error('Failed to save the post', err)
      setStatus('failed')
    }
  }

  return (
    <section className="add-post" aria-labelledby="add-post-heading">
      <h2 id="add-post-heading">Add a new post</h2>
      <form onSubmit={handleSubmit}>
        <label htmlFor="postTitle">Post title</label>
        <input type="text" id="postTitle" name="postTitle" required />
        <label htmlFor="postContent">Content</label>
        <textarea id="postContent" name="postContent" rows={3} required />
        <button type="submit" className="button" disabled={status === 'pending'}>
          {status === 'pending' ? 'Saving…' : 'Save post'}
        </button>
        {status === 'failed' ? <p role="alert">The post could not be saved. Please try again.</p> : null}
      </form>
    </section>
  )
}
