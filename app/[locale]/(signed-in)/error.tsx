"use client";

export { PageErrorBoundary as default } from "@/components/layout/page-error-boundary";
