import { nanoid } from '@reduxjs/toolkit'
import type { FormEvent } from 'react'
import { useAppDispatch } from '../../app/hooks'
import { postAdded } from './postsSlice'

interface AddPostFormElements extends HTMLFormControlsCollection {
  postTitle: HTMLInputElement
  postContent: HTMLTextAreaElement
}

export function AddPostForm() {
  const dispatch = useAppDispatch()

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const elements = form.elements as AddPostFormElements
    dispatch(postAdded({ id: nanoid(), title: elements.postTitle.value, content: elements.postContent.value }))
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
