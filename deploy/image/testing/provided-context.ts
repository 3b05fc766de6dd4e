declare module 'vitest' {
  export interface ProvidedContext {
    /** Seconds each step of making the image took in this run's global set-up (0: already there). */
    imagePreparationSeconds: Record<string, number>;
  }
}

export {};
