"use client";

import { DownloadIcon, UploadIcon } from "@/components/ui/icons";
import { Button, Flex } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useToast } from "@/components/ui/toaster";
import { api } from "@/lib/client/client";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { IMPORT_CHUNK_DREAMS } from "@/lib/domain/journal";
import type { ImportReport } from "@/lib/dreams/schema";

/**
 * Sends a large backup in parts of IMPORT_CHUNK_DREAMS, so no request nears
 * the server's size limit; the reports are added up (indexes stay the file's).
 * Anything that is not a backup goes as is, for the server to explain.
 */
async function importInParts(backup: unknown): Promise<ImportReport> {
  if (typeof backup !== "object" || backup === null || !("dreams" in backup))
    return api("POST", "/api/dreams/import", "importReport", backup);
  const dreams = backup.dreams;
  if (!Array.isArray(dreams) || dreams.length <= IMPORT_CHUNK_DREAMS)
    return api("POST", "/api/dreams/import", "importReport", backup);
  const total: ImportReport = { imported: 0, skipped: [] };
  for (let start = 0; start < dreams.length; start += IMPORT_CHUNK_DREAMS) {
    const part = await api("POST", "/api/dreams/import", "importReport", {
      ...backup,
      dreams: dreams.slice(start, start + IMPORT_CHUNK_DREAMS),
    });
    total.imported += part.imported;
    total.skipped.push(...part.skipped.map((s) => ({ ...s, index: s.index + start })));
  }
  return total;
}

/** Export (text or Markdown), backup (JSON) and restore. */
export function JournalTools({ onImported }: { onImported: () => Promise<unknown> }) {
  const t = useTranslations("Journal");
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState(false);

  async function restore(file: File) {
    setImporting(true);
    try {
      let backup: unknown;
      try {
        backup = JSON.parse(await file.text());
      } catch {
        throw new Error(t("importNotJson"));
      }
      const report = await importInParts(backup);
      const first = report.skipped[0];
      toast({
        title: t("importDone", { imported: report.imported }),
        description: report.skipped.length
          ? t("importSkipped", { skipped: report.skipped.length, first: first ? `#${first.index + 1}: ${first.reason}` : "" })
          : undefined,
      });
      await onImported();
    } catch (error) {
      toast({
        title: t("importFailed"),
        description: errorMessage(error),
        variant: "destructive",
      });
    } finally {
      setImporting(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <Flex gap="4" wrap="wrap" align="center" px="2">
      <Button asChild variant="ghost" size={{ initial: "1", sm: "2" }}>
        <a href="/api/dreams/export" download="my_dreams.txt" data-testid="export-txt">
          <DownloadIcon /> {t("export")}
        </a>
      </Button>
      <Button asChild variant="ghost" size={{ initial: "1", sm: "2" }}>
        <a href="/api/dreams/export?format=md" download="my_dreams.md" data-testid="export-md">
          <DownloadIcon /> {t("exportMarkdown")}
        </a>
      </Button>
      <Button asChild variant="ghost" size={{ initial: "1", sm: "2" }}>
        <a href="/api/dreams/export?format=json" download="my_dreams.json" data-testid="export-json">
          <DownloadIcon /> {t("backup")}
        </a>
      </Button>
      <Button variant="ghost" size={{ initial: "1", sm: "2" }} loading={importing} onClick={() => input.current?.click()}>
        <UploadIcon /> {t("import")}
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        data-testid="import-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void restore(file);
        }}
      />
    </Flex>
  );
}
