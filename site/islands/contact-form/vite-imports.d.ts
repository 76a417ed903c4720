// Vite turns `?worker` imports into a Worker constructor for a bundled worker file (https://vite.dev/guide/features#web-workers).
declare module 'altcha/workers/pbkdf2?worker' {
  const WorkerConstructor: new (options?: { readonly name?: string }) => Worker;
  export default WorkerConstructor;
}
