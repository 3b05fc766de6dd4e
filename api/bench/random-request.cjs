// autocannon's worker threads load request hooks by file path: a function cannot be sent to a thread.

/** Each request carries one of the context's bodies, or goes to one of its paths, picked at random so that
 * connections do not walk the mix in step. */
module.exports = (request, context) =>
  context.paths
    ? { ...request, path: context.paths[Math.floor(Math.random() * context.paths.length)] }
    : { ...request, body: context.bodies[Math.floor(Math.random() * context.bodies.length)] };
