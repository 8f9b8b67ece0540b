import type { FormEvent } from 'react'
import { useAppSelector } from '../../app/hooks'
import { selectCurrentUsername } from '../auth/authSlice'
import { useAddNewPostMutation } from '../api/apiSlice'

// The inputs are uncontrolled: the browser keeps their values and validates
// `required`; we read them from the form when it is submitted.
interface AddPostFormElements extends HTMLFormControlsCollection {
  postTitle: HTMLInputElement
  postContent: HTMLTextAreaElement
}

export function AddPostForm() {
  const userId = useAppSelector(selectCurrentUsername)!
  const [addNewPost, { isLoading, isError }] = useAddNewPostMutation()

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const elements = form.elements as AddPostFormElements
    try {
      await addNewPost({
        title: elements.postTitle.value,
        content: elements.postContent.value,
        user: userId,
      }).unwrap()
      form.reset()
    } catch (err) {
      console.error('Failed to save the post', err)
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
        <button type="submit" className="button" disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Save post'}
        </button>
        {isError ? <p role="alert">The post could not be saved. Please try again.</p> : null}
      </form>
    </section>
  )
}
