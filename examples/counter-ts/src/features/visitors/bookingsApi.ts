// A pretend booking service, so that checking in has a real request to wait
// for. It answers after `delayMs`, like a server on a slow connection, and
// fails for a code it does not know, which gives the app an error to handle.
export interface Booking {
  code: string
  name: string
  partySize: number
}

const bookings: readonly Booking[] = [
  { code: 'B-104', name: 'Okafor', partySize: 4 },
  { code: 'B-215', name: 'Lindqvist', partySize: 2 },
  { code: 'B-330', name: 'Tanaka', partySize: 6 },
]

export const bookingCodes = bookings.map((booking) => booking.code)

export async function findBooking(code: string, delayMs = 500): Promise<Booking> {
  await new Promise((resolve) => setTimeout(resolve, delayMs))
  const booking = bookings.find((candidate) => candidate.code === code.trim().toUpperCase())
  if (booking === undefined) {
    throw new Error(`No booking has the code "${code.trim()}".`)
  }
  return { ...booking }
}
