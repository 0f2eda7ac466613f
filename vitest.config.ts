import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    // Widget tests opt into happy-dom with `// @vitest-environment happy-dom`.
  },
});
