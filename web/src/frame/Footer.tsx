import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'

export const VERSION_LABEL = 'v120'

export function Footer() {
  return (
    <Box
      component="footer"
      className="no-print"
      sx={{ mt: 4, textAlign: 'center' }}
      data-testid="footer"
    >
      <Divider sx={{ mb: 2 }} />
      <Typography variant="caption" component="p">
        {VERSION_LABEL}
      </Typography>
      <Typography variant="caption" component="p">
        Exalted is © White Wolf AB and Onyx Path.
      </Typography>
      <Typography variant="caption" component="p">
        <Link component={RouterLink} to="/privacy" data-testid="footer-privacy">
          Privacy Policy / Legal Notice
        </Link>
      </Typography>
    </Box>
  )
}
