/** `POST /forms/whatsapp-click`: counts a WhatsApp button click (docs/product.md §15); logic in src/features/whatsapp. */
import { handleWhatsAppClick } from '@/features/whatsapp/clicks.server'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleWhatsAppClick(request)
}
