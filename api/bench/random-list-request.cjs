// autocannon's worker threads load request hooks by file path: a function cannot be sent to a thread.

/** Each request carries one of the mix's bodies (autocannon's context), picked at random so that
 * connections do not walk the mix in step. */
module.exports = (request, context) => ({
  ...request,
  body: context.bodies[Math.floor(Math.random() * context.bodies.length)],
});
