// «Descargar PDF» of a school or academy receipt: the PDF the server makes, saved by the browser. Busy while it
// downloads; a failure is told in the server's words.
import { Button } from '@chakra-ui/react/button';
import { useState } from 'react';
import { notify } from '../feedback/toaster';

export interface ReceiptPdfButtonProps {
  /** Fetches and saves the PDF (schoolApi / academyApi downloadReceiptPdf). */
  download: () => Promise<void>;
}

export function ReceiptPdfButton({ download }: ReceiptPdfButtonProps) {
  const [downloading, setDownloading] = useState(false);
  const onClick = async () => {
    setDownloading(true);
    try {
      await download();
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : 'No se pudo descargar el PDF');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button variant="outline" loading={downloading} onClick={() => void onClick()}>
      Descargar PDF
    </Button>
  );
}
