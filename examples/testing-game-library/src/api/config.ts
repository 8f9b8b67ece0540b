// The library's API. An absolute URL works in the browser and in Node alike:
// Node's fetch, which the tests use, cannot resolve a path such as '/api'.
export const API_URL = 'https://library.example/api'
